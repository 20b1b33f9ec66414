/** @playdeck/games: the in-house (BGS) game engines and the wallet protocol client. See README.md. */
export * from './fair.ts';
export * from './dice.ts';
export * from './slot.ts';
export * from './baccarat.ts';
export * from './verify.ts';
export * from './wallet-client.ts';
export * from './round.ts';
