-- Ledger II: accounts that are not members, and every movement a transfer between two of them.
-- Today's data moves over unchanged as members see it: each member balance becomes a member
-- account (its id is the member's id), each entry becomes the member's side of a transfer with
-- the house `grants` account, and the house side gets the counter-entry with its running balance.
CREATE TYPE "public"."ledger_account_kind" AS ENUM('member', 'escrow', 'house', 'shop');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"user_id" uuid,
	"owner_ref" text,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"last_change_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "ledger_accounts_owner_unique" UNIQUE("kind","owner_ref"),
	CONSTRAINT "ledger_accounts_balance_covered" CHECK ("ledger_accounts"."kind" = 'house' or "ledger_accounts"."balance_cents" >= 0),
	CONSTRAINT "ledger_accounts_member_owner" CHECK (("ledger_accounts"."kind" = 'member') = ("ledger_accounts"."user_id" is not null) and ("ledger_accounts"."kind" <> 'member' or "ledger_accounts"."id" = "ledger_accounts"."user_id")),
	CONSTRAINT "ledger_accounts_other_owner" CHECK ("ledger_accounts"."kind" = 'member' or "ledger_accounts"."owner_ref" is not null)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"history_type" "point_history_type" NOT NULL,
	"cause_kind" text NOT NULL,
	"cause_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_cents" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind", "user_id", "balance_cents", "last_change_at", "updated_at")
	SELECT "user_id", 'member', "user_id", "balance_cents", "last_change_at", "updated_at" FROM "point_balances";--> statement-breakpoint
-- The house: `grants` in 32 shards (accounts.ts says why; a member's shard is the last two hex digits of
-- their id modulo 32, as `grantsAccount` picks it), each owing what its members hold; and `fees`.
CREATE FUNCTION "ledger_grants_shard"(member uuid) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
	SELECT ('00000000-0000-0000-0001-' || lpad(to_hex(('x' || right(member::text, 2))::bit(8)::int % 32), 12, '0'))::uuid
$$;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind", "owner_ref", "balance_cents")
	SELECT ('00000000-0000-0000-0001-' || lpad(to_hex(n), 12, '0'))::uuid, 'house', 'grants:' || n,
		-(SELECT coalesce(sum(b."balance_cents"), 0) FROM "point_balances" b
			WHERE ledger_grants_shard(b."user_id") = ('00000000-0000-0000-0001-' || lpad(to_hex(n), 12, '0'))::uuid)
	FROM generate_series(0, 31) n;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind", "owner_ref", "balance_cents")
	VALUES ('00000000-0000-0000-0002-000000000000', 'house', 'fees', 0);--> statement-breakpoint
INSERT INTO "ledger_transfers" ("id", "debit_account_id", "credit_account_id", "amount_cents", "history_type", "cause_kind", "cause_id", "idempotency_key", "note", "created_at")
	SELECT "id",
		CASE WHEN "amount_cents" > 0 THEN ledger_grants_shard("user_id") ELSE "user_id" END,
		CASE WHEN "amount_cents" > 0 THEN "user_id" ELSE ledger_grants_shard("user_id") END,
		abs("amount_cents"), "history_type", "cause_kind", "cause_id", "idempotency_key", "note", "created_at"
	FROM "point_entries";--> statement-breakpoint
ALTER TABLE "point_entries" DROP CONSTRAINT "point_entries_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "point_entries" DROP CONSTRAINT "point_entries_balance_after_nonnegative";--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "point_entries" SET "transfer_id" = "id", "account_id" = "user_id";--> statement-breakpoint
ALTER TABLE "point_entries" DROP COLUMN "idempotency_key";--> statement-breakpoint
INSERT INTO "point_entries" ("id", "transfer_id", "account_id", "user_id", "amount_cents", "history_type", "cause_kind", "cause_id", "balance_after", "note", "created_at")
	SELECT gen_random_uuid(), "id", ledger_grants_shard("user_id"), NULL, -"amount_cents", "history_type", "cause_kind", "cause_id",
		-sum("amount_cents") OVER (
			PARTITION BY ledger_grants_shard("user_id") ORDER BY "created_at", "id" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
		),
		"note", "created_at"
	FROM "point_entries";--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "transfer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_account_created_idx" ON "point_entries" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "point_entries_transfer_idx" ON "point_entries" USING btree ("transfer_id");--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_balance_nonnegative" CHECK ("point_entries"."user_id" is null or "point_entries"."balance_after" >= 0);--> statement-breakpoint
DROP TABLE "point_balances" CASCADE;--> statement-breakpoint
DROP FUNCTION "ledger_grants_shard";--> statement-breakpoint
-- One transfer in one call (post-points.ts says how it is used; docs/ARCHITECTURE.md why).
-- Answers the transfer's two entries with outcome 'posted' or 'replayed', or one row of nulls with
-- 'refused' (the debit account does not cover it; balance_after is what it holds) or 'conflict'
-- (the key was used for another movement). A refusal or a conflict writes nothing.
CREATE FUNCTION "ledger_transfer"(
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
BEGIN
	-- Posts of one key queue here; read committed gives the next statement a fresh snapshot, so a
	-- waiter sees the first post's transfer once it commits and replays it.
	PERFORM pg_advisory_xact_lock(hashtextextended(p_key, 0));
	SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
	IF FOUND THEN
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
		RETURN;
	END IF;

	-- Both accounts are locked in the order of their ids, so two opposite transfers cannot deadlock.
	PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_debit_account, p_credit_account) ORDER BY a.id FOR UPDATE;
	SELECT * INTO v_debit FROM ledger_accounts a WHERE a.id = p_debit_account;
	IF NOT FOUND OR (v_debit.kind <> 'house' AND v_debit.balance_cents < p_amount) THEN
		RETURN QUERY SELECT 'refused'::text, NULL::uuid, NULL::uuid, p_debit_account, NULL::uuid, NULL::bigint,
			NULL::point_history_type, NULL::text, NULL::text, coalesce(v_debit.balance_cents, 0), NULL::text,
			NULL::timestamptz;
		RETURN;
	END IF;

	-- Taken while holding both locks, so one account's entries sort in the order its balances were computed.
	v_now := clock_timestamp();
	UPDATE ledger_accounts a SET balance_cents = a.balance_cents - p_amount, last_change_at = v_now, updated_at = v_now
		WHERE a.id = p_debit_account RETURNING a.balance_cents INTO v_debit_after;
	UPDATE ledger_accounts a SET balance_cents = a.balance_cents + p_amount, last_change_at = v_now, updated_at = v_now
		WHERE a.id = p_credit_account RETURNING a.balance_cents INTO v_credit_after;
	IF NOT FOUND THEN
		-- A member's first points, an application's first hold: the account opens with them.
		INSERT INTO ledger_accounts AS a (id, kind, user_id, owner_ref, balance_cents, last_change_at, updated_at)
			VALUES (p_credit_account, p_credit_kind, p_credit_user, p_credit_owner, p_amount, v_now, v_now)
			ON CONFLICT (id) DO UPDATE SET balance_cents = a.balance_cents + excluded.balance_cents,
				last_change_at = v_now, updated_at = v_now
			RETURNING a.balance_cents INTO v_credit_after;
	END IF;

	INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount_cents, history_type, cause_kind,
		cause_id, idempotency_key, note, created_at)
		VALUES (p_transfer_id, p_debit_account, p_credit_account, p_amount, p_type, p_cause_kind, p_cause_id, p_key,
			p_note, v_now);
	RETURN QUERY INSERT INTO point_entries AS e (id, transfer_id, account_id, user_id, amount_cents, history_type,
		cause_kind, cause_id, balance_after, note, created_at)
		VALUES
			(p_debit_entry_id, p_transfer_id, p_debit_account, v_debit.user_id, -p_amount, p_type, p_cause_kind,
				p_cause_id, v_debit_after, p_note, v_now),
			(p_credit_entry_id, p_transfer_id, p_credit_account, p_credit_user, p_amount, p_type, p_cause_kind,
				p_cause_id, v_credit_after, p_note, v_now)
		RETURNING 'posted'::text, e.id, e.transfer_id, e.account_id, e.user_id, e.amount_cents, e.history_type,
			e.cause_kind, e.cause_id, e.balance_after, e.note, e.created_at;
END;
$$;
