-- Reality check (UKGC RTS 13; apps/server/src/domain/reality-check): the interval a member chose, in minutes. A member
-- without a row has the brand's default (brand.json realityCheck.defaultMinutes); the server accepts only the brand's
-- realityCheck.intervalsMinutes, the check below only keeps nonsense out.
CREATE TABLE reality_check_settings (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  interval_minutes integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reality_check_settings_interval_check CHECK (interval_minutes BETWEEN 1 AND 1440)
);
