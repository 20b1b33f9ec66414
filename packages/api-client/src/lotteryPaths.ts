/**
 * The lottery and jackpot paths and constants without their schemas (see ./lottery.ts for shapes and errors): what the
 * web's home page needs, kept free of the TypeBox runtime so the home route chunk stays small.
 */
export const LOTTERY_PATHS = {
  openedGame: '/lgw/vn/numeros/opened/game',
  openedNumero: '/lotto/lgw/games/opened/numero',
  jackpot: '/lgw/games/jackpot',
} as const;

/** The in-house VN lottery's game code. */
export const VN_LOTTO_GAME_CODE = 'bgs-vnlotto';

/** Longest interval between two refreshes of the hot tile counter, ms (docs/decisions.md D9). */
export const JACKPOT_REFRESH_MS = 30_000;
