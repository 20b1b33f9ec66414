/// <reference types="vite/client" />

declare module 'virtual:brand-themes.css';
