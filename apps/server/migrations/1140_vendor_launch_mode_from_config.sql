-- How a vendor is paid (seamless wallet or transfer sub-wallets) is the platform's vendor wallet config
-- (config/vendors.json, src/domain/vendor-wallet/config.ts), read by the vendor list and the wallet at run time. The
-- stored copy could disagree with it (a catalogue import wrote 'transfer' for every new vendor; a database seeded
-- before a config change kept the old mode), so it goes.
ALTER TABLE game_vendors DROP CONSTRAINT IF EXISTS game_vendors_launch_mode;
ALTER TABLE game_vendors DROP COLUMN launch_mode;
