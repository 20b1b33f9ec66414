-- Bonus funds locked until their turnover is met (docs/decisions.md D17). A bonus with a turnover target holds its
-- amount in the member's main wallet as locked: a withdrawal, a move to a vendor wallet or an agent transfer may take
-- only the part of the balance above the locked amount (apps/server/src/domain/bonus/lock.ts). The lock ends when the
-- settled stakes since the grant reach the target (`released_at`, written the first time it is seen met, so a later
-- refund cannot lock it again) or when the member forfeits the bonus (`forfeited_at`; what was left of it goes back to
-- the brand's house account `bonuses` by the ledger transfer `forfeit_transfer_id`, kind 'bonus.forfeit', in the same
-- transaction).
ALTER TABLE bonuses
  ADD COLUMN released_at timestamptz,
  ADD COLUMN forfeited_at timestamptz,
  ADD COLUMN forfeit_transfer_id bigint REFERENCES ledger_transfers (id);
CREATE INDEX bonuses_locking ON bonuses (member_id)
  WHERE released_at IS NULL AND forfeited_at IS NULL AND turnover_required > 0;
