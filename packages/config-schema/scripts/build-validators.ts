/**
 * `npm run config:build`: writes the precompiled config validators (AJV standalone, one ESM module that imports only
 * the runtime helpers of src/ajvRuntime.js) to packages/config-schema/src/generated/. Run it after changing anything
 * under src/schema/; the drift test in src/generated.test.ts fails until you do. Deterministic output, so the files
 * are committed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildStandaloneModules } from '../src/node/standalone';

const dir = fileURLToPath(new URL('../src/generated', import.meta.url));
mkdirSync(dir, { recursive: true });
const files = buildStandaloneModules();
for (const stale of readdirSync(dir)) if (!files.has(stale)) rmSync(`${dir}/${stale}`);
for (const [name, text] of files) writeFileSync(`${dir}/${name}`, text);
console.log(`config:build wrote ${[...files.keys()].join(', ')} to ${dir}`);
