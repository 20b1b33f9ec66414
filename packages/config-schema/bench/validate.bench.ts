/**
 * `npm run bench` (second half) or `npx tsx packages/config-schema/bench/validate.bench.ts [--check]`.
 *
 * Validates one deshplay registration payload (mobile registration with password, the brand's default tab) with
 * (a) the served module: `compileRegistrationModuleSource`, the text the server serves at `/validator/<id>.<hash>.js`
 *     and imports itself, written to a temporary .mjs file and imported as the browser loads it (its `mobile` export);
 * (b) the hand-written interpreter the register form ran before (bench/baseline/interpreter.ts, a frozen copy kept
 *     only for this comparison) on the same schema;
 * (c) `ajv.compile` at run time on the same schema.
 * All three in the same run and process, on the same payload. Times batches of calls with `process.hrtime.bigint()`
 * and prints the median microseconds per call of each, the ratios served / interpreter and served / ajv.compile,
 * `ajv.compile`'s one-off compile time, and PASS/FAIL of: the served median within the 5 us budget, and the served
 * module at least as fast as the interpreter. Exit code 1 on FAIL only with `--check` (timings depend on the machine;
 * tests never assert them).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ajvErrorsToMessages, fieldSettingsToSchema, type RegistrationModule } from '../src/registration';
import type { StandaloneValidator } from '../src/types';
import { registrationOptionsFor } from '../src/whitelabel';
import { createAjv, compileRegistrationModuleSource, loadBrands } from '../src/node';
import { validateRegistration as interpret } from './baseline/interpreter';

const BUDGET_US = 5;
const BATCH = 2_000;
const BATCHES = 200;
const WARMUP = 50_000;

const configDir = fileURLToPath(new URL('../../../config', import.meta.url));
const { brands, problems } = loadBrands(configDir);
const brand = brands.find((b) => b.id === 'deshplay');
if (!brand || problems.length > 0) throw new Error('deshplay must load cleanly: run npm run config:validate');

const options = registrationOptionsFor(brand.whitelabel.features, 'mobile');
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

// (a) the served module, imported from a file.
const dir = mkdtempSync(join(tmpdir(), 'playdeck-bench-'));
const file = join(dir, 'register-validator.mjs');
writeFileSync(file, compileRegistrationModuleSource(brand.config.register, brand.whitelabel.features));
const served = ((await import(pathToFileURL(file).href)) as RegistrationModule)
  .mobile as StandaloneValidator<unknown>;
rmSync(dir, { recursive: true, force: true });
if (!served) throw new Error('deshplay has no mobile registration validator');

const schema = fieldSettingsToSchema(brand.config.register, options);
// (b) the former interpreter, wrapped in the validator shape.
const interpreter = ((data: unknown) => {
  const errors = interpret(schema as Record<string, unknown>, data);
  interpreter.errors = errors.length ? errors : null;
  return errors.length === 0;
}) as StandaloneValidator<unknown>;

// (c) ajv.compile at run time, same schema and options.
const ajv = createAjv({ allErrors: true, verbose: true, $data: true });
const compileStart = process.hrtime.bigint();
const runtime = ajv.compile(schema) as StandaloneValidator<unknown>;
const compileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;

const contenders = [
  ['served module', served],
  ['interpreter', interpreter],
  ['ajv.compile', runtime],
] as const;
for (const [name, validate] of contenders) {
  if (!validate(payload))
    throw new Error(`${name} refuses the benchmark payload: ${JSON.stringify(validate.errors)}`);
}
// They time the same work: the same messages for a failing payload.
const failing = { ...payload, mobileNum: '17', confirmPassword: 'x', email: '@' };
const expected = JSON.stringify(served(failing) ? [] : ajvErrorsToMessages(served.errors));
for (const [name, validate] of contenders) {
  const got = JSON.stringify(validate(failing) ? [] : ajvErrorsToMessages(validate.errors));
  if (got !== expected) throw new Error(`${name} disagrees with the served module: ${got} vs ${expected}`);
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

// Two rounds, alternating, so no side always runs on a colder process; each keeps its better median.
const rounds = [0, 1].map(() => contenders.map(([, v]) => medianMicros(v)));
const [a, b, c] = [0, 1, 2].map((i) => Math.min(...rounds.map((r) => r[i]!))) as [number, number, number];
const withinBudget = a <= BUDGET_US;
const notSlower = a <= b;

console.log('config-schema: registration payload validation (deshplay, mobile registration with password)');
console.log(`  served module (imported .mjs) median ${a.toFixed(3)} us/call`);
console.log(`  former interpreter            median ${b.toFixed(3)} us/call`);
console.log(
  `  ajv.compile at run time       median ${c.toFixed(3)} us/call   (one-off compile ${compileMs.toFixed(1)} ms)`,
);
console.log(
  `  ratio served / interpreter: ${(a / b).toFixed(2)}   (interpreter / served: ${(b / a).toFixed(1)}x)`,
);
console.log(`  ratio served / ajv.compile: ${(a / c).toFixed(2)}`);
console.log(
  `  ${withinBudget ? 'PASS' : 'FAIL'}: served median ${a.toFixed(3)} us ${withinBudget ? '<=' : '>'} ${BUDGET_US} us budget`,
);
console.log(
  `  ${notSlower ? 'PASS' : 'FAIL'}: served module ${notSlower ? 'at least as fast as' : 'slower than'} the former interpreter`,
);
if (!(withinBudget && notSlower) && process.argv.includes('--check')) process.exitCode = 1;
