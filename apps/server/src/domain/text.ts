/** Text measures of the validation rules, and the masking of names shown to other members. */

/** Counts Unicode code points (what the registration length rules count, spec section 5). */
export const codePoints = (s: string) => [...s].length;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * A username as shown to other members (winner board, spec 9; a referrer's list of referees, D36; leaderboards): the
 * first 2 characters, `***`, the last 2; a name of 4 or fewer characters keeps only its first:
 * "player42" -> "pl***42", "abc" -> "a***", "" -> "***". Characters are user-perceived ones (Unicode grapheme
 * clusters, UAX #29), so a Bengali consonant keeps its vowel sign ("রহিমকরিম" -> "রহি***রিম") and an emoji is never
 * split.
 */
export function maskUsername(username: string): string {
  const c = Array.from(graphemes.segment(username), (g) => g.segment);
  if (c.length <= 4) return `${c[0] ?? ''}***`;
  return `${c.slice(0, 2).join('')}***${c.slice(-2).join('')}`;
}
