/** True for the error codes of a blocked login (TIMED_OUT, SELF_EXCLUDED, SELF_EXCLUDED_PERMANENT; docs/decisions.md D26). */
export const isBlockedCode = (code: string) =>
  code === 'TIMED_OUT' || code === 'SELF_EXCLUDED' || code === 'SELF_EXCLUDED_PERMANENT';
