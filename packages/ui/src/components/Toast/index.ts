export { ToastProvider, useToast, DEFAULT_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps } from './Toast';
