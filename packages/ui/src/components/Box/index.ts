export { Box } from './Box';
export type { BoxProps, BoxTag, SpaceStep } from './Box';
