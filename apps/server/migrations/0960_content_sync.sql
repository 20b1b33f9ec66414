-- Content follows config (docs/decisions.md D16): the content defined in config/brands/<id>/content is upserted by its key on
-- every config load and live edit (apps/server/src/domain/content/sync.ts). `config_key` names the config item a row comes
-- from (kind, the item's id and the language; banners by group and position); an item removed from config is
-- archived (`archived_at` set, hidden from players) and never deleted, so records that reference a row stay valid.
-- Every row before this migration was copied from config by the once-only seed, without a key: they are archived
-- here, and the first sync writes keyed rows in their place. Rows without a key written later (by other means than
-- config) are left alone by the sync.
ALTER TABLE content_items ADD COLUMN config_key text;
ALTER TABLE content_items ADD COLUMN archived_at timestamptz;
CREATE UNIQUE INDEX content_items_config_key ON content_items (brand, config_key);
UPDATE content_items SET archived_at = now() WHERE config_key IS NULL;
