-- What the security centre shows of each trusted browser (docs/decisions.md D28, D35): a stable id to remove it by
-- (never the token hash), a name read from the browser's User-Agent when it was trusted ("Chrome on Android"), and
-- when a login last used it to skip the two-factor step.
ALTER TABLE trusted_devices ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE trusted_devices ADD COLUMN name text NOT NULL DEFAULT '';
ALTER TABLE trusted_devices ADD COLUMN last_used_at timestamptz;
CREATE UNIQUE INDEX trusted_devices_id ON trusted_devices (id);
