CREATE TABLE "bingo_daily_boards" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"matrix" jsonb NOT NULL,
	"summon_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_daily_boards_summon_count" CHECK ("bingo_daily_boards"."summon_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bingo_daily_prizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"line" text NOT NULL,
	"points" integer NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bingo_ad_tickets" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "bingo_ad_tickets" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "bingo_daily_boards" ADD CONSTRAINT "bingo_daily_boards_campaign_id_bingo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bingo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_daily_boards" ADD CONSTRAINT "bingo_daily_boards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_daily_prizes" ADD CONSTRAINT "bingo_daily_prizes_campaign_id_bingo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bingo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_daily_prizes" ADD CONSTRAINT "bingo_daily_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_daily_prizes" ADD CONSTRAINT "bingo_daily_prizes_entry_id_point_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_daily_boards_member_day_key" ON "bingo_daily_boards" USING btree ("campaign_id","user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_daily_prizes_member_line_key" ON "bingo_daily_prizes" USING btree ("campaign_id","user_id","day","line");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_ad_tickets_transaction_key" ON "bingo_ad_tickets" USING btree ("network","transaction_id");