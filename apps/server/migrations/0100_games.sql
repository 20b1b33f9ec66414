-- Game catalogue (spec sections 3, 7 "Games", 9): vendors, games, favourites, recent plays.
-- Search: pg_trgm is not available on PGlite, so each game carries `search_text` (lower-cased NFKC names in every
-- language plus the game code) matched with position(); the list itself is served from an in-process snapshot
-- (src/domain/games/catalogue.ts) and these indexes serve the snapshot load and the per-member lists.

-- A vendor of one game type (a vendor such as AG offers several types). `brands` NULL = every brand whose
-- config/brands/<id>/vendors.json lists it; otherwise only the named brands.
CREATE TABLE game_vendors (
  vassalage text NOT NULL,
  game_type text NOT NULL,
  display_name text NOT NULL,
  launch_mode text NOT NULL DEFAULT 'transfer',
  maintenance boolean NOT NULL DEFAULT false,
  brands text[],
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (vassalage, game_type),
  CONSTRAINT game_vendors_launch_mode CHECK (launch_mode IN ('seamless', 'transfer'))
);

CREATE TABLE games (
  node_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  -- {"en": "...", "bn": "..."}
  names jsonb NOT NULL,
  search_text text NOT NULL,
  icon_url text,
  is_game text NOT NULL DEFAULT 'GAME',
  is_hot smallint NOT NULL DEFAULT 0,
  support_play smallint NOT NULL DEFAULT 1,
  is_new boolean NOT NULL DEFAULT false,
  -- minor units (2 decimals) of the vendor's base stake
  min_bet_minor bigint NOT NULL DEFAULT 0,
  lines integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT games_vendor_code UNIQUE (vassalage, game_code),
  CONSTRAINT games_is_game CHECK (is_game IN ('GAME', 'VASSALAGE')),
  CONSTRAINT games_flags CHECK (is_hot IN (0, 1) AND support_play IN (0, 1) AND min_bet_minor >= 0 AND lines >= 0)
);
-- List order within a game type, optionally one vendor (the ALL filter); NEW and HOT are partial.
CREATE INDEX games_type_vendor_sort ON games (game_type, vassalage, sort, node_id);
CREATE INDEX games_type_sort ON games (game_type, sort, node_id);
CREATE INDEX games_new ON games (game_type, created_at DESC, node_id) WHERE is_new;
CREATE INDEX games_hot ON games (game_type, sort, node_id) WHERE is_hot = 1;

CREATE TABLE game_favourites (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_favourites_member_time ON game_favourites (member_id, created_at DESC);

-- One row per (member, game): the latest play time.
CREATE TABLE game_recent_plays (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recent_member_time ON game_recent_plays (member_id, played_at DESC);

-- Catalogue version (bumped by every import) so every instance refreshes its snapshot; and whether the demo
-- catalogue was seeded.
CREATE TABLE game_catalogue_meta (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  demo_seeded boolean NOT NULL DEFAULT false
);
INSERT INTO game_catalogue_meta (id) VALUES (1);
