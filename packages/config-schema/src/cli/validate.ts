/**
 * `npm run config:validate [-- --dir <configDir>]`: validates every brand under `<configDir>/brands/` (default: the
 * repository's `config/`) and `<configDir>/platform.json`. Prints each problem as `file:pointer expected X, found Y`
 * and exits 1 if there is any; otherwise prints one line per brand and exits 0.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../problems';
import { loadBrands } from '../node/loadBrands';

/**
 * Runs the CLI on `argv` (without the node and script entries) and returns the exit code; output goes to `out`/`err`.
 */
export function runValidate(
  argv: readonly string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): number {
  const at = argv.indexOf('--dir');
  if (at >= 0 && !argv[at + 1]) {
    err('config:validate: --dir needs a folder (the one holding brands/)');
    return 2;
  }
  const repoConfig = fileURLToPath(new URL('../../../../config', import.meta.url));
  const dir =
    at >= 0 ? resolve(argv[at + 1]!) : existsSync(resolve('config/brands')) ? resolve('config') : repoConfig;
  const { brands, problems, defaultBrand } = loadBrands(dir);
  for (const problem of problems) err(formatProblem(problem));
  for (const brand of brands) {
    const { config, whitelabel } = brand;
    const langs = config.languages.map((l) => (l === config.defaultLanguage ? `${l}*` : l)).join(', ');
    const methods = [
      whitelabel.features.mobileRegistration && 'mobile',
      whitelabel.features.usernameRegistration && 'username',
    ].filter(Boolean);
    out(
      `ok ${brand.id}${brand.id === defaultBrand ? ' (default)' : ''}: ${config.name}; ${langs}; ` +
        `${config.currency.code}; ${config.timezone}; registration: ${methods.join(' + ') || 'off'}`,
    );
  }
  if (problems.length > 0) {
    err(`config:validate: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${dir}`);
    return 1;
  }
  out(`config:validate: ${brands.length} brand${brands.length === 1 ? '' : 's'} valid in ${dir}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runValidate(process.argv.slice(2));
}
