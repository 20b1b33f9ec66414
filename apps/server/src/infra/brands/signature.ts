/** The identity of a config folder's files, for live config (src/infra/brands/live.ts). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A fingerprint of every file under `dir` (path, size, mtime in ns, inode), sorted, as one string. Dot files are
 * included (an editor's swap file changes it and the next tick settles). A folder that cannot be read gives ''.
 */
export function folderSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else {
        try {
          // stat follows symlinks (a ConfigMap's ..data link), so a swapped target changes the signature.
          const s = statSync(path, { bigint: true });
          if (s.isDirectory()) walk(path);
          else parts.push(`${path}:${s.size}:${s.mtimeNs}:${s.ino}`);
        } catch {
          parts.push(`${path}:gone`);
        }
      }
    }
  };
  walk(dir);
  return parts.sort().join('\n');
}
