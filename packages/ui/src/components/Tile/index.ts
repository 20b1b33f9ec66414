export { Tile, TileSkeleton, tileButtons } from './Tile';
export type { TileProps, TileSkeletonProps, TileVariant, TileButtonsInput } from './Tile';
