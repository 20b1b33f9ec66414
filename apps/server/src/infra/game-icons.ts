/**
 * Pictures from Game-icons.net (https://game-icons.net, by Lorc, Delapouite and contributors, CC BY 3.0; credited on
 * the site's help page) through the `@iconify-json/game-icons` package (the whole set as one JSON file, 512x512 each,
 * `fill="currentColor"` paths). Read once, on the first call, from the package on disk; only the icons asked for are
 * kept and the rest of the 6 MB file is dropped, so nothing of the set is shipped to the browser: the server composes
 * the tiles it serves (domain/games/icons.ts) from these bodies.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** An icon body: SVG content of a `0 0 size size` box, drawn in `currentColor`. */
export interface GameIcon {
  body: string;
  size: number;
}

interface IconSet {
  width?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const kept = new Map<string, GameIcon>();
const wanted = new Set<string>();

/**
 * The body of the named icon (a Game-icons name such as `tiger-head`). The set is read on the first call for every
 * name declared with {@link declareGameIcons} (read again only for a name nobody declared).
 * @throws Error naming the icon when it is not in the set (an icon renamed by an upgrade of the package)
 */
export function gameIcon(name: string): GameIcon {
  let icon = kept.get(name);
  if (icon) return icon;
  const set = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
  ) as IconSet;
  for (const n of [...wanted, name]) {
    const found = set.icons[n] ?? set.icons[set.aliases?.[n]?.parent ?? ''];
    if (found) kept.set(n, { body: found.body, size: found.width ?? set.width ?? 512 });
  }
  wanted.clear();
  icon = kept.get(name);
  if (!icon) throw new Error(`game-icons: no icon "${name}" in @iconify-json/game-icons`);
  return icon;
}

/** Names the icons a module draws, so that the one read of the set keeps them all (call at module load). */
export function declareGameIcons(names: Iterable<string>): void {
  for (const n of names) if (!kept.has(n)) wanted.add(n);
}
