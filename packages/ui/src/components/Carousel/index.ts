export { Carousel, carouselRules, emblaDuration, loadCarouselEngine } from './Carousel';
export type { CarouselProps, CarouselSpacing, SlidesPerView, SlidesPerViewCount } from './Carousel';
