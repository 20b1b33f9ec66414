/** Text measures of the validation rules. */

/** Counts Unicode code points (what the registration length rules count, spec section 5). */
export const codePoints = (s: string) => [...s].length;
