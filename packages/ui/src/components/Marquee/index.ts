export { Marquee } from './Marquee';
export type { MarqueeProps, MarqueeItem } from './Marquee';
