-- Refer and earn (spec section 1 "refer and earn"; docs/decisions.md D36). The programme is brand config
-- (schema/referral.ts); this migration holds what config cannot:
--
-- 1. referral_codes: each member's referral code, made on first read (unique per brand). `rewarded` counts the
--    member's rewarded referees: the cap of the programme is reserved on it by one guarded UPDATE.
-- 2. referrals: one row per referee (primary key), written by the registration that used the code, with the address
--    it came from. `status` moves from 'pending' once, by one conditional UPDATE (the reservation, taken before any
--    money moves): to 'rewarded' (bonus_id names the payout) or to 'refused' (reason: a stable code shown to the
--    referrer). A referee is therefore paid for at most once, whatever number of triggers race.

CREATE TABLE referral_codes (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  brand text NOT NULL,
  code text NOT NULL,
  rewarded integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_codes_key UNIQUE (brand, code),
  CONSTRAINT referral_codes_rewarded_check CHECK (rewarded >= 0)
);

CREATE TABLE referrals (
  referee_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  referrer_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand text NOT NULL,
  register_ip text,
  status text NOT NULL DEFAULT 'pending',
  reason text,
  amount bigint,
  bonus_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT referrals_status_check CHECK (status IN ('pending', 'rewarded', 'refused')),
  CONSTRAINT referrals_self_check CHECK (referee_id <> referrer_id)
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC);

-- Referral rewards are bonuses (domain/bonus/service.ts payBonus) with their own source.
ALTER TABLE bonuses DROP CONSTRAINT bonuses_source_check;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_check CHECK (source IN ('grant', 'rebate', 'vip', 'promotion', 'red_envelope', 'referral'));
