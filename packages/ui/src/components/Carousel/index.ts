export { Carousel, carouselRules, emblaDuration, loadCarouselEngine } from './Carousel';
export type { CarouselProps, SlidesPerView } from './Carousel';
