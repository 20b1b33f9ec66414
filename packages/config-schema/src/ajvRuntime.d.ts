/** Length in Unicode code points (a surrogate pair counts once). */
export declare function ucs2length(str: string): number;
/** Deep equality of JSON values. */
export declare function equal(a: unknown, b: unknown): boolean;
