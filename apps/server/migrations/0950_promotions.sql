-- Promotions centre (spec 1 "promotions centre with categories", 2 "/promotions" and the side menu's promotion
-- dropdown). A promotion stays one content_items row per language (kind 'promotion'); these columns keep what the
-- seed used to drop: the promotion's id in content/promotions.json (`item_key`, the same in every language, so a link
-- to a promotion survives a language switch), its category and its period (UTC instants; NULL starts_at: already on,
-- NULL ends_at: open-ended). GET /wps/content/promotions lists the rows whose ends_at is NULL or in the future.
-- Member info's short promotion list reads none of these columns.

ALTER TABLE content_items ADD COLUMN item_key text;
ALTER TABLE content_items ADD COLUMN category_id text;
ALTER TABLE content_items ADD COLUMN starts_at timestamptz;
ALTER TABLE content_items ADD COLUMN ends_at timestamptz;
ALTER TABLE content_items
  ADD CONSTRAINT content_items_period_check CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at);

-- The category tabs of the promotions centre (content/promotions.json `categories`), one row per language, in the
-- config's order.
CREATE TABLE promotion_categories (
  brand text NOT NULL,
  id text NOT NULL,
  lang text NOT NULL,
  title text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  PRIMARY KEY (brand, lang, id)
);
