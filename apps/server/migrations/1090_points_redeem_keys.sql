-- Idempotency keys of points mall redeems (docs/decisions.md D24, D34): a member's retried redeem with the same key
-- redeems once. The row is inserted first in the redeem's transaction, so a parallel twin waits on the primary key
-- until the first commits and then finds it (and its redemption); a refused redeem rolls its key back with it.
CREATE TABLE points_redeem_keys (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  item_id text NOT NULL,
  quantity integer NOT NULL,
  redemption_id bigint REFERENCES points_redemptions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, idempotency_key)
);
