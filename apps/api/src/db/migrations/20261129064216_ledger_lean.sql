ALTER TABLE "point_entries" DROP CONSTRAINT "point_entries_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "point_entries_user_created_idx";--> statement-breakpoint
DROP INDEX "point_entries_cause_idx";--> statement-breakpoint
CREATE INDEX "point_entries_member_cause_idx" ON "point_entries" USING btree ("cause_kind","cause_id") WHERE "point_entries"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_account" CHECK ("point_entries"."user_id" is null or "point_entries"."user_id" = "point_entries"."account_id");
--> statement-breakpoint
-- The key's UNIQUE index queues two posts of one key instead of an advisory lock (docs/ARCHITECTURE.md,
-- Points ledger): the transfer row is inserted after the covered check and before any balance moves,
-- `on conflict do nothing` waits for a racing post of the same key to end and then yields, and the
-- loser answers the winner's transfer as a replay (or a conflict) having changed nothing.
CREATE OR REPLACE FUNCTION "ledger_transfer"(
	p_transfer_id uuid, p_debit_entry_id uuid, p_credit_entry_id uuid,
	p_debit_account uuid, p_credit_account uuid,
	p_credit_kind ledger_account_kind, p_credit_user uuid, p_credit_owner text,
	p_amount bigint, p_type point_history_type, p_cause_kind text, p_cause_id text,
	p_key text, p_note text
) RETURNS TABLE (
	outcome text, id uuid, transfer_id uuid, account_id uuid, user_id uuid, amount_cents bigint,
	history_type point_history_type, cause_kind text, cause_id text, balance_after bigint, note text,
	created_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_existing ledger_transfers%ROWTYPE;
	v_debit ledger_accounts%ROWTYPE;
	v_debit_after bigint;
	v_credit_after bigint;
	v_now timestamptz;
	v_posted uuid;
	v_locked int;
BEGIN
	SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
	IF NOT FOUND THEN
		-- Both accounts are locked in the order of their ids, so two opposite transfers cannot deadlock.
		SELECT count(*) INTO v_locked FROM (
			SELECT 1 FROM ledger_accounts a WHERE a.id IN (p_debit_account, p_credit_account) ORDER BY a.id FOR UPDATE
		) l;
		SELECT * INTO v_debit FROM ledger_accounts a WHERE a.id = p_debit_account;
		IF NOT FOUND OR (v_debit.kind <> 'house' AND v_debit.balance_cents < p_amount) THEN
			-- A post of this key that committed while this one waited for the locks is a replay, not a refusal.
			SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
			IF NOT FOUND THEN
				RETURN QUERY SELECT 'refused'::text, NULL::uuid, NULL::uuid, p_debit_account, NULL::uuid, NULL::bigint,
					NULL::point_history_type, NULL::text, NULL::text, coalesce(v_debit.balance_cents, 0), NULL::text,
					NULL::timestamptz;
				RETURN;
			END IF;
		ELSE
			v_now := clock_timestamp();
			IF v_locked < 2 THEN
				-- A member's first points, an application's first hold: the account opens empty, then moves below.
				INSERT INTO ledger_accounts (id, kind, user_id, owner_ref, balance_cents, last_change_at, updated_at)
					VALUES (p_credit_account, p_credit_kind, p_credit_user, p_credit_owner, 0, v_now, v_now)
					ON CONFLICT (id) DO NOTHING;
			END IF;
			INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount_cents, history_type, cause_kind,
				cause_id, idempotency_key, note, created_at)
				VALUES (p_transfer_id, p_debit_account, p_credit_account, p_amount, p_type, p_cause_kind, p_cause_id, p_key,
					p_note, v_now)
				ON CONFLICT (idempotency_key) DO NOTHING
				RETURNING ledger_transfers.id INTO v_posted;
			IF v_posted IS NOT NULL THEN
				-- Taken while holding both locks, so one account's entries sort in the order its balances were computed.
				UPDATE ledger_accounts a SET balance_cents = a.balance_cents - p_amount, last_change_at = v_now, updated_at = v_now
					WHERE a.id = p_debit_account RETURNING a.balance_cents INTO v_debit_after;
				UPDATE ledger_accounts a SET balance_cents = a.balance_cents + p_amount, last_change_at = v_now, updated_at = v_now
					WHERE a.id = p_credit_account RETURNING a.balance_cents INTO v_credit_after;
				RETURN QUERY INSERT INTO point_entries AS e (id, transfer_id, account_id, user_id, amount_cents, history_type,
					cause_kind, cause_id, balance_after, note, created_at)
					VALUES
						(p_debit_entry_id, p_transfer_id, p_debit_account, v_debit.user_id, -p_amount, p_type, p_cause_kind,
							p_cause_id, v_debit_after, p_note, v_now),
						(p_credit_entry_id, p_transfer_id, p_credit_account, p_credit_user, p_amount, p_type, p_cause_kind,
							p_cause_id, v_credit_after, p_note, v_now)
					RETURNING 'posted'::text, e.id, e.transfer_id, e.account_id, e.user_id, e.amount_cents, e.history_type,
						e.cause_kind, e.cause_id, e.balance_after, e.note, e.created_at;
				RETURN;
			END IF;
			-- The key's first post committed after the look-up above: answer it.
			SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
		END IF;
	END IF;

	IF v_existing.debit_account_id = p_debit_account AND v_existing.credit_account_id = p_credit_account
		AND v_existing.amount_cents = p_amount AND v_existing.history_type = p_type
		AND v_existing.cause_kind = p_cause_kind AND v_existing.cause_id = p_cause_id THEN
		RETURN QUERY SELECT 'replayed'::text, e.id, e.transfer_id, e.account_id, e.user_id, e.amount_cents,
			e.history_type, e.cause_kind, e.cause_id, e.balance_after, e.note, e.created_at
			FROM point_entries e WHERE e.transfer_id = v_existing.id;
	ELSE
		RETURN QUERY SELECT 'conflict'::text, NULL::uuid, NULL::uuid, NULL::uuid, NULL::uuid, NULL::bigint,
			NULL::point_history_type, NULL::text, NULL::text, NULL::bigint, NULL::text, NULL::timestamptz;
	END IF;
END;
$$;
