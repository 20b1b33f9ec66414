export { Menu } from './Menu';
export type { MenuProps, MenuItem, MenuActionItem, MenuSeparatorItem } from './Menu';
