/**
 * `npm run bench` (second half) or `npx tsx packages/config-schema/bench/validate.bench.ts [--check]`.
 *
 * Validates one deshplay registration payload (mobile registration with password, the brand's default tab) with
 * (a) the standalone ESM validator, written to a temporary .mjs file and imported as the browser would load it, and
 * (b) `ajv.compile` at run time on the same schema (the baseline). Times batches of calls with
 * `process.hrtime.bigint()` and prints the median microseconds per call of each, their ratio, `ajv.compile`'s one-off
 * compile time, and PASS/FAIL of the standalone median against the 5 us budget. Exit code 1 on FAIL only with
 * `--check` (timings depend on the machine; tests never assert them).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fieldSettingsToSchema } from '../src/registration';
import type { StandaloneValidator } from '../src/types';
import { registrationOptionsFor } from '../src/whitelabel';
import { createAjv, compileRegistrationValidatorSource, loadBrands } from '../src/node';

const BUDGET_US = 5;
const BATCH = 2_000;
const BATCHES = 200;
const WARMUP = 50_000;

const configDir = fileURLToPath(new URL('../../../config', import.meta.url));
const { brands, problems } = loadBrands(configDir);
const brand = brands.find((b) => b.id === 'deshplay');
if (!brand || problems.length > 0) throw new Error('deshplay must load cleanly: run npm run config:validate');

const options = registrationOptionsFor(brand.whitelabel.features);
const payload = {
  mobileNum: '1712345678',
  countryDialingCode: '+880',
  verificationCode: '482913',
  password: 'নিরাপদ পাসওয়ার্ড 2025',
  confirmPassword: 'নিরাপদ পাসওয়ার্ড 2025',
  payeeName: 'মোঃ রহিম উদ্দিন',
  email: 'rahim@example.com.bd',
  captcha: 'x7k2',
  registerMethod: 'WEB',
};

// (a) standalone module, imported from a file.
const dir = mkdtempSync(join(tmpdir(), 'playdeck-bench-'));
const file = join(dir, 'register-validator.mjs');
writeFileSync(file, compileRegistrationValidatorSource(brand.config.register, options));
const standalone = ((await import(pathToFileURL(file).href)) as { validate: StandaloneValidator<unknown> })
  .validate;
rmSync(dir, { recursive: true, force: true });

// (b) ajv.compile at run time, same schema and options.
const schema = fieldSettingsToSchema(brand.config.register, options);
const ajv = createAjv({ allErrors: true, verbose: true, $data: true });
const compileStart = process.hrtime.bigint();
const runtime = ajv.compile(schema) as StandaloneValidator<unknown>;
const compileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;

for (const [name, validate] of [
  ['standalone', standalone],
  ['ajv.compile', runtime],
] as const) {
  if (!validate(payload))
    throw new Error(`${name} refuses the benchmark payload: ${JSON.stringify(validate.errors)}`);
}

function medianMicros(validate: StandaloneValidator<unknown>): number {
  let ok = 0;
  for (let i = 0; i < WARMUP; i++) if (validate(payload)) ok++;
  const perCall: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) if (validate(payload)) ok++;
    perCall.push(Number(process.hrtime.bigint() - start) / 1e3 / BATCH);
  }
  // Using the count keeps the calls from being optimised away.
  if (ok !== WARMUP + BATCH * BATCHES) throw new Error('a validation failed during the benchmark');
  perCall.sort((x, y) => x - y);
  return perCall[Math.floor(perCall.length / 2)]!;
}

// Two rounds, alternating, so neither side always runs on a colder process; each keeps its better median.
const rounds = [0, 1].map(() => [medianMicros(standalone), medianMicros(runtime)] as const);
const a = Math.min(...rounds.map((r) => r[0]));
const b = Math.min(...rounds.map((r) => r[1]));
const pass = a <= BUDGET_US;

console.log('config-schema: registration payload validation (deshplay, mobile registration with password)');
console.log(`  standalone (imported .mjs)   median ${a.toFixed(3)} us/call`);
console.log(
  `  ajv.compile at run time      median ${b.toFixed(3)} us/call   (one-off compile ${compileMs.toFixed(1)} ms)`,
);
console.log(`  ratio standalone / ajv.compile: ${(a / b).toFixed(2)}`);
console.log(
  `  ${pass ? 'PASS' : 'FAIL'}: standalone median ${a.toFixed(3)} us ${pass ? '<=' : '>'} ${BUDGET_US} us budget`,
);
if (!pass && process.argv.includes('--check')) process.exitCode = 1;
