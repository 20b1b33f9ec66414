/** Types of scripts/build-servers.mjs (see its docstrings) for the TypeScript tests and benches that import it. */
export interface ServerBundle {
  name: 'server' | 'games';
  /** Entry, from the repository root. */
  entry: string;
  /** Output folder (its main.js is the bundle), from the repository root or absolute. */
  outdir: string;
}
export declare const SERVER_BUNDLES: readonly ServerBundle[];
export declare function buildServer(bundle: Pick<ServerBundle, 'entry' | 'outdir'>): Promise<number>;
