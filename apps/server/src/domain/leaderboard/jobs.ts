/**
 * The leaderboard job (docs/decisions.md D38): every period, on the scheduler leader only (src/infra/leader.ts), closes
 * the competitions whose window has ended and pays their prizes ({@link runLeaderboardJob}). Idempotent: a second run, a
 * run on another instance around a change of leader, or a run after a crash pays only the ranks still unpaid.
 */
import type { Db } from '../../infra/db/client.ts';
import type { BrandRegistry } from '../../infra/brands/index.ts';
import { everyPeriod } from '../../infra/leader.ts';
import { leaderboardJobIntervalMs } from '../../env.ts';
import { runLeaderboardJob } from './service.ts';

/**
 * Starts the leaderboard scheduler: every `intervalMs` (default LEADERBOARD_JOB_INTERVAL_MS, 0 = off) runs
 * {@link runLeaderboardJob} on the leader. Returns `stop()`.
 */
export function startLeaderboardScheduler(
  db: Db,
  brands: BrandRegistry,
  now: () => number,
  log: { debug: (o: object, msg: string) => void; error: (o: object, msg: string) => void },
  intervalMs = leaderboardJobIntervalMs(),
): () => void {
  if (!(intervalMs > 0)) return () => undefined;
  return everyPeriod(db, {
    name: 'leaderboard',
    periodMs: intervalMs,
    log,
    run: () => runLeaderboardJob(db, brands, now()),
  });
}
