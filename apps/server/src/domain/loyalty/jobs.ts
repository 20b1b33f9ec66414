/**
 * The loyalty job (docs/architecture.md "Loyalty"): once per period, on the scheduler leader only
 * (src/infra/leader.ts), recomputes every brand's VIP ranks (domain/loyalty/vip.ts) and pays the automatic rebate of
 * brands in `auto` mode (domain/loyalty/rebate.ts). Both are idempotent per period: a second run, a run on another
 * instance around a change of leader, or a run after a crash changes nothing more and pays nothing twice.
 */
import type { Db } from '../../infra/db/client.ts';
import type { BrandRegistry } from '../../infra/brands/index.ts';
import { brandJobScheduler } from '../../infra/leader.ts';
import { loyaltyJobIntervalMs } from '../../env.ts';
import { recomputeAll } from './vip.ts';
import { autoPayAll } from './rebate.ts';

/** One run of the loyalty job at `now` (epoch ms): ranks first, so the rebate pays at the new level's rate. */
export async function runLoyaltyJob(db: Db, brands: BrandRegistry, now: number) {
  const ranks = await recomputeAll(db, brands, now);
  const rebatePayouts = await autoPayAll(db, brands, now);
  return { ...ranks, rebatePayouts };
}

/**
 * Starts the loyalty scheduler: `(db, brands, now, log, intervalMs?)`, every `intervalMs` (default
 * LOYALTY_JOB_INTERVAL_MS, 0 = off) runs {@link runLoyaltyJob} on the leader. Returns `stop()`.
 */
export const startLoyaltyScheduler = brandJobScheduler('loyalty', runLoyaltyJob, loyaltyJobIntervalMs);
