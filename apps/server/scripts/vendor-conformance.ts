/**
 * The vendor wallet conformance kit (docs/vendor-protocol.md "Conformance kit"; cases in apps/server/src/domain/vendor-wallet/conformance.ts):
 *
 *   npm run vendor:conformance -- --vendor <code> --url <base> [--secret <s>] [--player <id>]
 *     [--expect-rollback-after-win refuse|allow] [--concurrency 8] [--timeout 10000] [--grep <text>] [--json [file]]
 *
 * - `--url`: the platform base URL; the wallet is `<url>/vendor/<code>/wallet/{balance|bet|win|rollback}`.
 * - `--secret`: the vendor's HMAC secret; default `VENDOR_SECRET_<CODE>` from the environment, else the secret a demo
 *   server on this machine derives from `<DATA_DIR>/install-secrets.json` (`DATA_DIR` default ./data; docs/decisions.md D15).
 * - `--player`: a player id on the target with at least 1000 minor units; without it every case gets a fresh funded
 *   player from the target's test hook `POST <url>/__test/vendor/players` (our server with PLAYDECK_TEST_HOOKS=1).
 * - `--json`: print the report as JSON on stdout instead of the text lines; `--json <file>` writes it to the file
 *   and keeps the text output.
 * Prints `PASS <case>` / `FAIL <case>: <why>` per case and a last line `N passed, N failed`. Exit code 1 when any
 * case failed, 2 for bad arguments.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { installVendorSecret, readInstallSecrets } from '@playdeck/config-schema/node/installSecrets';
import { secretEnvName } from '../src/domain/vendor-wallet/config.ts';
import { runConformance } from '../src/domain/vendor-wallet/conformance.ts';

const args = process.argv.slice(2);
function arg(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = args[i + 1];
  return v === undefined || v.startsWith('--') ? '' : v;
}
function usage(problem: string): never {
  console.error(`vendor-conformance: ${problem}`);
  console.error(
    'usage: npm run vendor:conformance -- --vendor <code> --url <base> [--secret <s>] [--player <id>] [--expect-rollback-after-win refuse|allow] [--json [file]]',
  );
  process.exit(2);
}

const vendor = arg('vendor');
const url = arg('url');
if (!vendor) usage('--vendor is required');
if (!url || !/^https?:\/\//.test(url)) usage('--url must be an http(s) URL');
const expectRaw = arg('expect-rollback-after-win');
if (expectRaw !== undefined && expectRaw !== 'refuse' && expectRaw !== 'allow')
  usage('--expect-rollback-after-win must be refuse or allow');
const json = arg('json');
const jsonStdout = json === '';
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
const install = readInstallSecrets(dataDir);
const secret =
  arg('secret') ||
  process.env[secretEnvName(vendor)] ||
  (install ? installVendorSecret(install, vendor) : undefined);
if (!secret) usage(`no --secret, no ${secretEnvName(vendor)} and no demo install secrets in ${dataDir}`);

const report = await runConformance({
  url,
  vendor,
  secret,
  player: arg('player') || undefined,
  expectRollbackAfterWin: expectRaw as 'refuse' | 'allow' | undefined,
  concurrency: Number(arg('concurrency')) || undefined,
  timeoutMs: Number(arg('timeout')) || undefined,
  grep: arg('grep') || undefined,
  onResult: jsonStdout
    ? undefined
    : (r) =>
        console.log(
          `${r.passed ? 'PASS' : 'FAIL'}  ${r.name}${r.detail ? `: ${r.detail}` : ''}  (${r.ms} ms)`,
        ),
});
if (jsonStdout) console.log(JSON.stringify(report, null, 2));
else {
  if (json) writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${report.passed} passed, ${report.failed} failed`);
}
process.exit(report.failed > 0 || report.cases.length === 0 ? 1 : 0);
