export { Pager, pageItems } from './Pager';
export type { PagerProps, PageItem } from './Pager';
