-- Agent hierarchy (docs/architecture.md "Agents", tree; spec 6 "Agent ... downlines and upline"). Every member may have an upline
-- (the agent that recruited or created it). member_tree is the closure table of that relation: one row per
-- (ancestor, descendant) pair at every depth >= 1, so "the team of agent A" is one indexed range scan at any depth
-- and "is M in A's team" is one primary-key probe. Rows are written in the same transaction as the member's upline
-- (apps/server/src/domain/agent/tree.ts) and never change afterwards: an upline is set once, at registration or creation.

ALTER TABLE members ADD COLUMN upline_id bigint REFERENCES members (id) ON DELETE RESTRICT;
CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;

CREATE TABLE member_tree (
  ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 1 = direct downline.
  depth integer NOT NULL,
  PRIMARY KEY (ancestor_id, descendant_id),
  CONSTRAINT member_tree_depth_check CHECK (depth >= 1)
);
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);
