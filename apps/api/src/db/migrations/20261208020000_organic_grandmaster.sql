CREATE TYPE "public"."payout_status" AS ENUM('requested', 'sent', 'paid', 'failed', 'cancelled', 'reversed');--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL,
	"status" "payout_status" NOT NULL,
	"source" text NOT NULL,
	"provider_status" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_events_step_key" UNIQUE("payout_id","status")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"channel_code" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"point_cents" integer NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"provider_ref" text,
	"failure_code" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_provider_ref_key" UNIQUE("provider","provider_ref"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0 and "payouts"."point_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "withdraw_challenges" ADD COLUMN "channel_code" text;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_id_redeem_requests_id_fk" FOREIGN KEY ("id") REFERENCES "public"."redeem_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."status" in ('requested', 'sent') and "payouts"."next_check_at" is not null;