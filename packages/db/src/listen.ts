/**
 * A plain HTTP listener started and stopped the way both servers' operator listeners are (the platform's
 * apps/server/src/http/health.ts listenOps, the games server's apps/games/src/server/metrics.ts listenGamesOps).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A started listener. */
export interface Listening {
  server: Server;
  /** `http://<host>:<port>` (an IPv6 address in brackets). */
  url: string;
  /** Stops accepting, closes idle connections, resolves once the requests in flight are answered. */
  close(): Promise<void>;
}

/**
 * Listens with `server` on `o.port` (0: any free port) at `o.host`.
 * @throws the listen error (EADDRINUSE and the like)
 */
export async function listenHttp(server: Server, o: { port: number; host: string }): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const a = server.address() as AddressInfo;
  const host = a.address.includes(':') ? `[${a.address}]` : a.address;
  return {
    server,
    url: `http://${host}:${a.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
