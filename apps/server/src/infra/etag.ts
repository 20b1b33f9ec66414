/** Entity tags of answers held in memory. */
import { createHash } from 'node:crypto';

/**
 * A strong HTTP ETag of `bytes` (RFC 9110 8.8.3): the first 22 base64url characters (132 bits) of their SHA-256,
 * quoted, e.g. `"q1w2..."`. Used for answers held in memory (hashed assets, icons, content images).
 */
export const strongEtag = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
