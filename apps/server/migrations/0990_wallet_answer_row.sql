-- The vendor bet/win function returns the answer's fields as plain columns instead of building the answer's JSON text
-- in SQL: the wire answer is built in one place, in TypeScript (domain/vendor-wallet/protocol.ts walletAnswerText), from this row.
-- A bet or win recorded from now on keeps those fields (balance_after, round_status; the rest are the row's own
-- columns) with answer NULL, and a repeat is answered by building the same text from the stored row. Rows recorded
-- before keep their stored answer text, returned unchanged. The rules of pd_vendor_money are those of
-- 0940_wallet_functions.sql, unchanged but for what it returns and stores.

ALTER TABLE vendor_transactions
  ADD COLUMN balance_after bigint,
  ADD COLUMN round_status text;

DROP FUNCTION pd_vendor_money(text, text, text, bigint, text, text, bigint, text, boolean, bigint, bigint, text, jsonb);

-- A vendor bet or win, whole (apps/server/src/domain/vendor-wallet/service.ts betOrWin; docs/vendor-protocol.md):
-- 1. a recorded (vendor, transaction id) is a repeat: a row of NULLs, nothing written (the caller answers from the
--    stored row);
-- 2. the round: a bet opens it with its stake, or adds its stake to an open round of the same member and currency; a
--    win adds its amount to such a round and settles it (p_close) — one guarded statement each; when the guard stops
--    it, the round is read to name the refusal;
-- 3. the money, through the ledger's pd_ledger_transfer (bet: wallet -> clearing; win: clearing -> wallet; nothing for
--    a zero win); p_wallet and p_clearing are ledger account ids;
-- 4. the transaction row, with its ledger transfer, the wallet balance after (0 when the wallet has no balance row)
--    and the round's status.
-- Returns one row, every column text: the member id, the currency, the balance after (minor units), the transaction
-- id, the ledger transfer id (NULL without a transfer), the round id and the round's status.
-- A concurrent call with the same id waits at the ledger key or the transaction row until the first commits, then
-- fails with 23505 (ledger_transfers_idempotency_key, vendor_transactions_pkey): the caller answers it as a repeat.
-- Refusals raise and write nothing: PDV01 ROUND_NOT_FOUND (a win before any bet), PDV02 ROUND_CONFLICT (another
-- player's or currency's round), PDV03 ROUND_CLOSED (detail: the status), and the ledger's own (23514: the balance).
CREATE FUNCTION pd_vendor_money(p_vendor text, p_transaction_id text, p_kind text, p_member bigint,
  p_currency text, p_round text, p_amount bigint, p_game text, p_close boolean, p_wallet bigint,
  p_clearing bigint, p_key text, p_metadata jsonb,
  OUT out_member text, OUT out_currency text, OUT out_balance text, OUT out_transaction text, OUT out_ledger text,
  OUT out_round text, OUT out_round_status text)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  t record;
  v_ledger bigint;
  v_balance bigint;
  v_status text := CASE WHEN p_kind = 'win' AND p_close THEN 'settled' ELSE 'open' END;
  v_round_ok boolean;
BEGIN
  PERFORM 1 FROM vendor_transactions WHERE vendor = p_vendor AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN;
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
  v_balance := COALESCE(v_balance, 0);

  INSERT INTO vendor_transactions (vendor, transaction_id, kind, member_id, currency, round_id, amount, status,
    ledger_transfer_id, balance_after, round_status)
  VALUES (p_vendor, p_transaction_id, p_kind, p_member, p_currency, p_round, p_amount, 'done', v_ledger, v_balance,
    v_status);
  out_member := p_member::text;
  out_currency := p_currency;
  out_balance := v_balance::text;
  out_transaction := p_transaction_id;
  out_ledger := v_ledger::text;
  out_round := p_round;
  out_round_status := v_status;
END $$;
