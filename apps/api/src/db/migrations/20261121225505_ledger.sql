CREATE TYPE "public"."point_history_type" AS ENUM('PhoneCard', 'PointCard', 'Campaign', 'Attendance', 'SettingPoint', 'Invitation', 'Survey', 'PaymentFlashJob', 'Withdraw', 'UserEventReward', 'SubMission', 'SettingPointUser');--> statement-breakpoint
CREATE TABLE "point_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_cents" integer NOT NULL,
	"last_change_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_balance_nonnegative" CHECK ("point_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"history_type" "point_history_type" NOT NULL,
	"cause_kind" text NOT NULL,
	"cause_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"balance_after" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "point_entries_amount_nonzero" CHECK ("point_entries"."amount_cents" <> 0),
	CONSTRAINT "point_entries_balance_after_nonnegative" CHECK ("point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_user_created_idx" ON "point_entries" USING btree ("user_id","created_at" DESC NULLS LAST);