/** Text measures of the validation rules, and the masking of names shown to other members. */

/** Counts Unicode code points (what the registration length rules count, spec section 5). */
export const codePoints = (s: string) => [...s].length;

/**
 * A username as shown to other members (winner board, spec 9; a referrer's list of referees, D36; leaderboards): the
 * first 2 code points, `***`, the last 2; a name of 4 or fewer code points keeps only its first:
 * "player42" -> "pl***42", "abc" -> "a***", "" -> "***". Counts code points, not UTF-16 units, so a non-ASCII name
 * never shows half a surrogate pair.
 */
export function maskUsername(username: string): string {
  const c = [...username];
  if (c.length <= 4) return `${c[0] ?? ''}***`;
  return `${c.slice(0, 2).join('')}***${c.slice(-2).join('')}`;
}
