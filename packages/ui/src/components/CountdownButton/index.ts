export { CountdownButton, SEND_THROTTLE_MS } from './CountdownButton';
export type { CountdownButtonProps } from './CountdownButton';
