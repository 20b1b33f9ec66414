export { Carousel, carouselRules, emblaDuration } from './Carousel';
export type { CarouselProps, SlidesPerView } from './Carousel';
