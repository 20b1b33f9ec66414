/**
 * Prometheus metrics pieces shared by the platform (apps/server/src/infra/metrics.ts) and the games server
 * (apps/games/src/server/metrics.ts), on prom-client (docs/architecture.md "Metrics"). Each server keeps one registry
 * per process; the text is served only on its operator listener, never on the public port.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

/** What {@link installHttpMetrics} needs of a Fastify app (structural, so this package carries no Fastify). */
interface HookableApp {
  addHook(
    name: 'onResponse',
    hook: (
      req: { method: string; routeOptions: { url?: string } },
      reply: { statusCode: number; elapsedTime: number },
      done: () => void,
    ) => void,
  ): unknown;
}

/** Upper bounds of the request latency buckets, seconds (1 ms to 5 s: an API answer, not a download). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * A registry holding the Node process metrics (CPU, memory, event loop lag, GC: prom-client's defaults), each
 * name starting with `prefix` + `_`.
 */
export function processRegistry(prefix: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: `${prefix}_` });
  return registry;
}

/** One label set's histogram: cumulative counts are built at scrape time from per-bucket counts. */
interface Series {
  method: string;
  route: string;
  status: string;
  /** Observations per bucket (index i: <= LATENCY_BUCKETS[i]; the last: above every bound). */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * The request metrics of one registry: `<prefix>_http_request_duration_seconds` (histogram, seconds, labels `method`,
 * `route`, `status`; its `_count` is the request count, so the rate per route is `rate(..._count[1m])`). `route` is the
 * route pattern as registered (`/wps/member/info`, `/vendor/:code/wallet/:op`), never the raw URL, so a path parameter
 * or a probing scanner cannot grow the series; a request no route matched is `route="unmatched"`.
 *
 * `install(app)` adds one onResponse hook per app (several apps in one process share the registry). Hot-path cost: three
 * Map lookups (route, method, status) and a few additions, no allocation after the first request of a label set
 * (prom-client's own Histogram hashes the label object on every observe: several times dearer).
 */
export function httpMetrics(registry: Registry, prefix: string) {
  const name = `${prefix}_http_request_duration_seconds`;
  const help =
    'Time from request received to response sent, by route pattern, method and status code (seconds)';
  const byRoute = new Map<string, Map<string, Map<number, Series>>>();
  const all: Series[] = [];
  const bounds = LATENCY_BUCKETS.map(String).concat('+Inf');
  const series = (method: string, route: string, status: number): Series => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let s = byStatus.get(status);
    if (!s) {
      s = {
        method,
        route,
        status: String(status),
        buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, s);
      all.push(s);
    }
    return s;
  };
  // A collector in prom-client's metric shape (name, help, type, get, reset): the registry writes its values.
  registry.registerMetric({
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    reset: () => {
      byRoute.clear();
      all.length = 0;
    },
    get: async () => ({
      name,
      help,
      type: 'histogram',
      aggregator: 'sum',
      values: all.flatMap((s) => {
        const labels = { method: s.method, route: s.route, status: s.status };
        let cumulative = 0;
        return [
          ...bounds.map((le, i) => {
            cumulative += s.buckets[i]!;
            return { labels: { ...labels, le }, value: cumulative, metricName: `${name}_bucket` };
          }),
          { labels, value: s.sum, metricName: `${name}_sum` },
          { labels, value: s.count, metricName: `${name}_count` },
        ];
      }),
    }),
  } as unknown as Parameters<Registry['registerMetric']>[0]);
  return {
    install(app: HookableApp) {
      app.addHook('onResponse', (req, reply, done) => {
        const s = series(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode);
        const seconds = reply.elapsedTime / 1000;
        let i = 0;
        while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
        s.buckets[i]!++;
        s.sum += seconds;
        s.count++;
        done();
      });
    },
  };
}

/** The exposition of `registry`: its content type and text (Prometheus text format 0.0.4). */
export async function exposition(registry: Registry): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/**
 * Reads a text exposition back (tests and tools): each sample line as written (`name{labels}`) -> its value; comment
 * lines skipped.
 */
export function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}
