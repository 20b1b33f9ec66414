// @vitest-environment node
/**
 * Comments stand alone (docs/architecture.md "Conventions": a comment cites a rule, never a ticket number or a file
 * outside the repository). Over every tracked source file: no "issue N" reference, no pointer to a document that
 * lives outside a clone, and every `docs/decisions.md Dn` and `docs/architecture.md "<section>"` a comment cites
 * exists in docs/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(?:[cm]?[jt]sx?|sql|css|json|md|html)$/;
const SKIP = /^(?:locales\/|package-lock\.json$)|\/generated\//;

/** Tracked and new (not ignored) source files, repository-relative. */
function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => SOURCE.test(f) && !SKIP.test(f))
    .filter((f) => f !== 'scripts/doc-references.test.mjs');
}

/** `file:line: text` of every line of `files` matching `pattern`. */
function findLines(files, pattern) {
  const hits = [];
  for (const f of files) {
    let text;
    try {
      text = readFileSync(`${root}${f}`, 'utf8');
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return hits;
}

/** Ticket references: the word issue (or issues) followed by a number, with or without `#`. */
export const ISSUE_REF = /\bissues? #?\d+/i;
/** Documents outside a clone: the shared planning documents, a machine's absolute path, the old protocol path. */
export const OUTSIDE_REF =
  /\b(?:DECISIONS|ARCHITECTURE|CONVENTIONS)(?:\.md)?\b|\bSTACK\.md\b|\bPROTOCOL\.md\b|\/work\/|shared\/docs/;

describe('comments that stand alone', () => {
  const files = sourceFiles();

  it('finds the patterns it looks for (so the checks below can fail)', () => {
    expect(ISSUE_REF.test(['rounds (issue', '7 "Deliver" 4)'].join(' '))).toBe(true);
    expect(ISSUE_REF.test(['see Issue', '#12'].join(' '))).toBe(true);
    expect(ISSUE_REF.test('no issue with 2 calls')).toBe(false);
    // Built from pieces, so this file itself does not show up in a grep for outside references.
    expect(OUTSIDE_REF.test(['(DECISIONS', 'D8)'].join(' '))).toBe(true);
    expect(OUTSIDE_REF.test(['see ', 'work', 'notes', 'ledger-api.md'].join('/'))).toBe(true);
    expect(OUTSIDE_REF.test('(docs/decisions.md D8; docs/architecture.md "Ledger")')).toBe(false);
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites no issue numbers: a comment states the rule (spec section, decision, standard clause)', () => {
    expect(findLines(files, ISSUE_REF)).toEqual([]);
  });

  it('points at no document outside the repository', () => {
    expect(findLines(files, OUTSIDE_REF)).toEqual([]);
  });

  it('cites only decisions that docs/decisions.md records', () => {
    const recorded = new Set(
      [...readFileSync(`${root}docs/decisions.md`, 'utf8').matchAll(/^## (D\d+):/gm)].map((m) => m[1]),
    );
    const missing = [];
    for (const hit of findLines(files, /docs\/decisions\.md D\d/)) {
      for (const cite of hit.matchAll(/docs\/decisions\.md (D\d+(?:(?:, | and |, and )D\d+)*)/g)) {
        for (const d of cite[1].match(/D\d+/g)) if (!recorded.has(d)) missing.push(`${d} in ${hit}`);
      }
    }
    expect(recorded.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist in docs/ and the README', () => {
    const missing = [];
    for (const f of ['README.md', 'docs/architecture.md', 'docs/decisions.md', 'docs/vendor-protocol.md']) {
      const text = readFileSync(`${root}${f}`, 'utf8');
      for (const m of text.matchAll(
        /`((?:apps|packages|scripts|config|e2e|stories|tokens|locales)\/[^`\s]+)`/g,
      )) {
        const path = m[1].replace(/[),.;:]+$/, '');
        if (/[<*{]/.test(path)) continue; // a pattern such as config/brands/<id>/, not a path
        if (!existsSync(`${root}${path}`)) missing.push(`${path} in ${f}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites only sections and phrases that docs/architecture.md has', () => {
    const doc = readFileSync(`${root}docs/architecture.md`, 'utf8').replace(/\s+/g, ' ');
    const missing = [];
    for (const f of files) {
      const text = readFileSync(`${root}${f}`, 'utf8');
      if (!text.includes('docs/architecture.md "')) continue;
      // Comment lines joined, so a phrase wrapped over two comment lines reads as one.
      const joined = text.replace(/\n\s*(?:\*(?!\/)|\/\/|--|#)?\s*/g, ' ');
      for (const cite of joined.matchAll(/docs\/architecture\.md "([^"]+)"/g)) {
        // A quoted phrase may skip words with "..."; each piece must be on the page.
        const pieces = cite[1]
          .split('...')
          .map((p) => p.trim())
          .filter(Boolean);
        if (!pieces.every((p) => doc.includes(p))) missing.push(`"${cite[1]}" in ${f}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
