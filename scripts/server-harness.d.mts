/** Types of scripts/server-harness.mjs (see its docstrings) for the TypeScript tests and benches that import it. */
export interface TempDb {
  name: string;
  url: string;
  drop(): Promise<void>;
}
export interface TestCertificate {
  keyFile: string;
  certFile: string;
  cert: Buffer;
}
export declare function selfSignedCertificate(dir: string): TestCertificate;
export declare function freePort(): Promise<number>;
export declare function pgAdmin(sql: string, adminUrl?: string): Promise<void>;
export declare function freshPostgres(prefix: string, adminUrl?: string): Promise<TempDb>;
export interface GamesServer {
  name: string;
  port: number;
  url: string;
  /** The games server's operator listener (OPS_PORT): the Prometheus metrics. */
  opsUrl: string;
  stop(): Promise<void>;
}
export interface StartedServer {
  name: string;
  port: number;
  url: string;
  /** The operator listener (OPS_PORT): the operator API and the API docs. */
  opsUrl: string;
  db?: TempDb;
  games?: GamesServer;
  stop(): Promise<void>;
}
export declare function startServer(o: {
  name?: string;
  env?: Record<string, string | undefined>;
  log: string;
  dbPrefix?: string;
  timeoutMs?: number;
  games?: boolean;
  tls?: { keyFile: string; certFile: string };
}): Promise<StartedServer>;
export declare function startGamesServer(o: {
  name?: string;
  port?: number;
  platformUrl: string;
  log: string;
  dbPrefix?: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}): Promise<GamesServer>;
