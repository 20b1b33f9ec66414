/**
 * `npm run catalogue:demo [out.json] [seed]`: writes the demo catalogue (src/domain/games/demo.ts: the spec's vendor codes,
 * neutral English and Bengali names, about 10,000 slot games) as an import file for `npm run catalogue:import`.
 * Deterministic: the same seed (default 20240101) gives the same file. Without a path it prints to stdout.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { demoCatalogue } from '../src/domain/games/demo.ts';

const [out, seedArg] = process.argv.slice(2);
const seed = seedArg === undefined ? undefined : Number(seedArg);
if (seed !== undefined && !Number.isSafeInteger(seed)) {
  console.error('seed must be an integer');
  process.exit(2);
}
const games = demoCatalogue(seed);
const json = `${JSON.stringify(games, null, 1)}\n`;
if (out && out !== '-') {
  writeFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), out), json);
  const types = new Map<string, number>();
  for (const g of games) types.set(g.gameType, (types.get(g.gameType) ?? 0) + 1);
  console.error(`${games.length} games (${[...types].map(([t, n]) => `${t} ${n}`).join(', ')}) -> ${out}`);
} else process.stdout.write(json);
