-- Missions (spec sections 1 "missions", 2 `missionLeaderboard`, 4 statuses, 7 "mission summary"; docs/decisions.md
-- D37). Missions are brand config (schema/missions.ts) and their progress is read from deposits, rounds and sessions
-- for the window at read time; this migration holds what config cannot:
--
-- mission_claims: one row per member, mission and window (primary key), inserted with ON CONFLICT DO NOTHING before
-- the reward is paid, in the paying transaction: a second or parallel claim of the same window finds the key taken and
-- pays nothing. `period` is 'D<YYYY-MM-DD>' (a brand-timezone day) or 'W<YYYY-MM-DD>' (the Monday a week starts).
-- The reward paid is recorded: a bonus (`bonus_id`, `amount` minor units) or points (`points`).

CREATE TABLE mission_claims (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  mission_id text NOT NULL,
  period text NOT NULL,
  brand text NOT NULL,
  reward_type text NOT NULL,
  amount bigint,
  points bigint,
  bonus_id bigint,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, mission_id, period),
  CONSTRAINT mission_claims_reward_check CHECK (
    (reward_type = 'bonus' AND amount > 0 AND points IS NULL)
    OR (reward_type = 'points' AND points > 0 AND amount IS NULL)
  )
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, claimed_at DESC);

-- Mission rewards paid as money are bonuses (domain/bonus/service.ts payBonus) with their own source.
ALTER TABLE bonuses DROP CONSTRAINT bonuses_source_check;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_check CHECK (source IN ('grant', 'rebate', 'vip', 'promotion', 'red_envelope', 'referral', 'mission'));
