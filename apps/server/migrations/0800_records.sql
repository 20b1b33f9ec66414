-- Betting records, profit and loss, winner board (docs/architecture.md "Records"; apps/server/src/domain/records).
-- The rounds are vendor_rounds (0600_vendor.sql), written by the seamless wallet protocol; this view adds what the
-- records show about each round's game: the catalogue game (by vendor + game code) for its names and type, else the
-- game type of the member's latest launch of that vendor and game (launch_tokens), else the vendor's only game type.
CREATE VIEW record_rounds AS
SELECT
  r.vendor,
  r.round_id,
  r.member_id,
  m.brand,
  m.username,
  r.currency,
  r.status,
  r.bet_total,
  r.win_total,
  r.refunded_total,
  r.game_code,
  g.names AS game_names,
  COALESCE(g.game_type, lt.game_type, gv.game_type) AS game_type,
  r.created_at,
  r.closed_at
FROM vendor_rounds r
JOIN members m ON m.id = r.member_id
LEFT JOIN games g ON g.vassalage = r.vendor AND g.game_code = r.game_code
LEFT JOIN LATERAL (
  SELECT t.game_type FROM launch_tokens t
  WHERE t.member_id = r.member_id AND t.vendor = r.vendor AND t.game_code IS NOT DISTINCT FROM r.game_code
  ORDER BY t.created_at DESC LIMIT 1
) lt ON g.game_type IS NULL
LEFT JOIN LATERAL (
  SELECT min(v.game_type) AS game_type FROM game_vendors v WHERE v.vassalage = r.vendor HAVING count(*) = 1
) gv ON g.game_type IS NULL AND lt.game_type IS NULL;

-- Winner board: the biggest recent wins (settled rounds with a win), newest closes first within a window.
CREATE INDEX vendor_rounds_wins ON vendor_rounds (closed_at DESC) WHERE status = 'settled' AND win_total > 0;
-- The member's rounds by vendor (betting record filter).
CREATE INDEX vendor_rounds_member_vendor ON vendor_rounds (member_id, vendor, created_at DESC);
