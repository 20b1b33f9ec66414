export { ScrollToTop } from './ScrollToTop';
export type { ScrollToTopProps } from './ScrollToTop';
