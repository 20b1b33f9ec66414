/**
 * @playdeck/ui — the themed design system. Import from here or per component (`@playdeck/ui/Button`); either way a
 * page only gets the CSS of the components it uses (checked by `npm run bench:ui`).
 */
export * from './theme';
export * from './components/Accordion';
export * from './components/AlertDialog';
export * from './components/Badge';
export * from './components/Box';
export * from './components/Button';
export * from './components/CaptchaField';
export * from './components/Carousel';
export * from './components/Checkbox';
export * from './components/CountdownButton';
export * from './components/EmptyState';
export * from './components/Heading';
export * from './components/IconButton';
export * from './components/Loader';
export * from './components/Marquee';
export * from './components/Menu';
export * from './components/Modal';
export * from './components/Pager';
export * from './components/PhoneField';
export * from './components/ScrollToTop';
export * from './components/Select';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/Tabs';
export * from './components/Text';
export * from './components/TextField';
export * from './components/Tile';
export * from './components/Toast';
