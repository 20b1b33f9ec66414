/**
 * The leaderboard job (docs/decisions.md D38): every period, on the scheduler leader only (src/infra/leader.ts), closes
 * the competitions whose window has ended and pays their prizes ({@link runLeaderboardJob}). Idempotent: a second run, a
 * run on another instance around a change of leader, or a run after a crash pays only the ranks still unpaid.
 */
import { brandJobScheduler } from '../../infra/leader.ts';
import { leaderboardJobIntervalMs } from '../../env.ts';
import { runLeaderboardJob } from './service.ts';

/**
 * Starts the leaderboard scheduler: `(db, brands, now, log, intervalMs?)`, every `intervalMs` (default
 * LEADERBOARD_JOB_INTERVAL_MS, 0 = off) runs {@link runLeaderboardJob} on the leader. Returns `stop()`.
 */
export const startLeaderboardScheduler = brandJobScheduler(
  'leaderboard',
  runLeaderboardJob,
  leaderboardJobIntervalMs,
);
