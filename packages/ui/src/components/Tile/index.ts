export { Tile, tileButtons } from './Tile';
export type { TileProps, TileVariant, TileButtonsInput } from './Tile';
