export { Heading } from './Heading';
export type { HeadingProps, HeadingSize } from './Heading';
