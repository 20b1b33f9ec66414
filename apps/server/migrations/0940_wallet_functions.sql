-- The ledger transfer and the vendor bet/win as database functions (games wallet target, docs/architecture.md "Targets"; docs/architecture.md "Server",
-- "Vendors"). A vendor bet or win used to be five round trips (BEGIN, claim with round, transfer, round update with
-- answer, COMMIT), each a wake-up of the database backend and of the server; the whole call is now one statement,
-- SELECT pd_vendor_money(...), atomic on its own (autocommit), no BEGIN/COMMIT. The rules stay in one
-- place each: pd_ledger_transfer is the only transfer statement (apps/server/src/domain/ledger/index.ts calls it too),
-- pd_vendor_round_update the round change of a win and of a rollback (vendor/store.ts updateRound calls it).

-- One ledger transfer: $debit -> $credit, amount > 0 (minor units), under a unique idempotency key. Locks the
-- member-owned hot balance rows (ledger_balances; house and clearing accounts have none) and applies both sides, then
-- inserts the transfer row. p_both: both sides member-owned, so the two rows are first locked in ascending account id
-- order (two transfers over the same pair can never deadlock); with one hot row there is no order to keep and the
-- transfer is the one statement. The insert reads the updated rows through a join, so its id (identity) and
-- created_at (clock_timestamp) are taken after the row locks are held: per member account, transfer id order is the
-- order the balance changed (ledger:check relies on it). Refusals abort the statement with nothing written: 23514
-- ledger_balances_non_negative (a member balance would go below zero), 23505 ledger_transfers_idempotency_key (the key
-- was used), 22003 (bigint overflow), 23503 (unknown reversal_of). Returns one row (OUT parameters, so a PL/pgSQL
-- caller assigns it as a plain expression): the transfer id, its time, and the member-owned sides' balances after
-- (NULL for a house or clearing side).
CREATE FUNCTION pd_ledger_transfer(p_debit bigint, p_credit bigint, p_amount bigint, p_kind text, p_key text,
  p_metadata jsonb, p_reversal_of bigint, p_both boolean, OUT transfer_id bigint, OUT transfer_created_at timestamptz,
  OUT debit_after bigint, OUT credit_after bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_both THEN
    PERFORM 1 FROM ledger_balances WHERE account_id IN (p_debit, p_credit) ORDER BY account_id FOR UPDATE;
  END IF;
  WITH up AS (
    UPDATE ledger_balances b
    SET balance = CASE WHEN b.account_id = p_debit THEN b.balance - p_amount ELSE b.balance + p_amount END
    WHERE b.account_id IN (p_debit, p_credit)
    RETURNING b.account_id, b.balance
  )
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key, metadata,
    reversal_of, debit_balance_after, credit_balance_after, created_at)
  SELECT p_debit, p_credit, p_amount, p_kind, p_key, p_metadata, p_reversal_of, d.balance, c.balance,
    clock_timestamp()
  FROM (VALUES (1)) one
  LEFT JOIN up d ON d.account_id = p_debit
  LEFT JOIN up c ON c.account_id = p_credit
  RETURNING id, created_at, debit_balance_after, credit_balance_after
  INTO transfer_id, transfer_created_at, debit_after, credit_after;
END $$;

-- A change to a vendor round: live bet/win count deltas, amount deltas (minor units), the new status; closed_at is set
-- when the round leaves 'open' and cleared when it reopens. With p_member set, only an open round of that member and
-- currency is changed (the guard of a win). Returns whether a row was changed. PL/pgSQL, not SQL, so its plan is cached
-- per connection (PostgreSQL 15 plans a non-inlined SQL function's body on every call).
CREATE FUNCTION pd_vendor_round_update(p_vendor text, p_round text, p_bets integer, p_wins integer,
  p_bet_total bigint, p_win_total bigint, p_refunded bigint, p_status text, p_member bigint DEFAULT NULL,
  p_currency text DEFAULT NULL)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_rounds SET
    bet_count = bet_count + p_bets, win_count = win_count + p_wins,
    bet_total = bet_total + p_bet_total, win_total = win_total + p_win_total,
    refunded_total = refunded_total + p_refunded,
    status = p_status, updated_at = now(),
    closed_at = CASE WHEN p_status = 'open' THEN NULL ELSE COALESCE(closed_at, now()) END
  WHERE vendor = p_vendor AND round_id = p_round
    AND (p_member IS NULL OR (member_id = p_member AND currency = p_currency AND status = 'open'));
  RETURN FOUND;
END $$;

-- A vendor bet or win, whole (apps/server/src/vendor/service.ts betOrWin; docs/vendor-protocol.md), in as few statements as the
-- rules allow:
-- 1. a recorded (vendor, transaction id) is a repeat: NULL, nothing written (the caller answers from the stored
--    row);
-- 2. the round: a bet opens it with its stake, or adds its stake to an open round of the same member and currency; a
--    win adds its amount to such a round and settles it (p_close) — one guarded statement each; when the guard stops
--    it, the round is read to name the refusal;
-- 3. the money, through the ledger's pd_ledger_transfer (bet: wallet -> clearing; win: clearing -> wallet; nothing for
--    a zero win); p_wallet and p_clearing are ledger account ids;
-- 4. the transaction row, with its ledger transfer and the answer, which it returns (keys in the protocol's order, exactly what
--    JSON.stringify gives for the same values; every value a JSON string, platformTransactionId null without a
--    transfer).
-- A concurrent call with the same id waits at the ledger key or the transaction row until the first commits, then
-- fails with 23505 (ledger_transfers_idempotency_key, vendor_transactions_pkey): the caller answers it as a repeat.
-- Refusals raise and write nothing: PDV01 ROUND_NOT_FOUND (a win before any bet), PDV02 ROUND_CONFLICT (another
-- player's or currency's round), PDV03 ROUND_CLOSED (detail: the status), and the ledger's own (23514: the balance).
CREATE FUNCTION pd_vendor_money(p_vendor text, p_transaction_id text, p_kind text, p_member bigint,
  p_currency text, p_round text, p_amount bigint, p_game text, p_close boolean, p_wallet bigint,
  p_clearing bigint, p_key text, p_metadata jsonb)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  t record;
  v_ledger bigint;
  v_balance bigint;
  v_status text := CASE WHEN p_kind = 'win' AND p_close THEN 'settled' ELSE 'open' END;
  v_answer text;
  v_round_ok boolean;
BEGIN
  PERFORM 1 FROM vendor_transactions WHERE vendor = p_vendor AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN NULL;
  END IF;

  IF p_kind = 'bet' THEN
    INSERT INTO vendor_rounds AS o (vendor, round_id, member_id, currency, game_code, bet_count, bet_total)
    VALUES (p_vendor, p_round, p_member, p_currency, NULLIF(p_game, ''), 1, p_amount)
    ON CONFLICT (vendor, round_id) DO UPDATE
      SET bet_count = o.bet_count + 1, bet_total = o.bet_total + p_amount, updated_at = now()
      WHERE o.member_id = p_member AND o.currency = p_currency AND o.status = 'open';
    v_round_ok := FOUND;
  ELSE
    v_round_ok := pd_vendor_round_update(p_vendor, p_round, 0, 1, 0, p_amount, 0, v_status, p_member, p_currency);
  END IF;
  IF NOT v_round_ok THEN
    SELECT member_id, currency, status INTO r FROM vendor_rounds WHERE vendor = p_vendor AND round_id = p_round;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'PDV01', MESSAGE = 'ROUND_NOT_FOUND';
    ELSIF r.member_id <> p_member OR r.currency <> p_currency THEN
      RAISE EXCEPTION USING ERRCODE = 'PDV02', MESSAGE = 'ROUND_CONFLICT';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'PDV03', MESSAGE = 'ROUND_CLOSED', DETAIL = r.status;
  END IF;

  IF p_amount > 0 THEN
    IF p_kind = 'bet' THEN
      t := pd_ledger_transfer(p_wallet, p_clearing, p_amount, p_kind, p_key, p_metadata, NULL, false);
      v_balance := t.debit_after;
    ELSE
      t := pd_ledger_transfer(p_clearing, p_wallet, p_amount, p_kind, p_key, p_metadata, NULL, false);
      v_balance := t.credit_after;
    END IF;
    v_ledger := t.transfer_id;
  ELSE
    SELECT balance INTO v_balance FROM ledger_balances WHERE account_id = p_wallet;
  END IF;

  v_answer := '{"status":"OK","playerId":' || to_json(p_member::text)::text
    || ',"currency":' || to_json(p_currency)::text
    || ',"balance":' || to_json(COALESCE(v_balance, 0)::text)::text
    || ',"transactionId":' || to_json(p_transaction_id)::text
    || ',"platformTransactionId":' || COALESCE(to_json(v_ledger::text)::text, 'null')
    || ',"roundId":' || to_json(p_round)::text
    || ',"roundStatus":' || to_json(v_status)::text || '}';
  INSERT INTO vendor_transactions (vendor, transaction_id, kind, member_id, currency, round_id, amount, status,
    ledger_transfer_id, answer)
  VALUES (p_vendor, p_transaction_id, p_kind, p_member, p_currency, p_round, p_amount, 'done', v_ledger, v_answer);
  RETURN v_answer;
END $$;
