/**
 * A fresh idempotency key for a money request (`wt-` + 24 hex digits). `crypto.getRandomValues` works in every
 * context, unlike `randomUUID`, which needs a secure one.
 */
export function newRequestId(prefix = 'wt'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
