CREATE TABLE "bingo_ad_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"network" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bingo_boards" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"matrix" jsonb NOT NULL,
	"free_number" smallint NOT NULL,
	"summon_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_boards_summon_count" CHECK ("bingo_boards"."summon_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bingo_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"country" text NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"per_column" smallint NOT NULL,
	"calling_order" jsonb NOT NULL,
	"icon_set" text NOT NULL,
	"line_points" integer NOT NULL,
	"jackpot_points" integer NOT NULL,
	"consolation_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_campaigns_per_column" CHECK ("bingo_campaigns"."per_column" between 5 and 15),
	CONSTRAINT "bingo_campaigns_points" CHECK ("bingo_campaigns"."line_points" >= 0 and "bingo_campaigns"."jackpot_points" between 0 and 50000),
	CONSTRAINT "bingo_campaigns_monday" CHECK (extract(isodow from "bingo_campaigns"."week_start") = 1)
);
--> statement-breakpoint
CREATE TABLE "bingo_prizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"line" text NOT NULL,
	"points" integer NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_summons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"day" date,
	"position" integer NOT NULL,
	"monster" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bingo_ad_tickets" ADD CONSTRAINT "bingo_ad_tickets_campaign_id_bingo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bingo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_ad_tickets" ADD CONSTRAINT "bingo_ad_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_boards" ADD CONSTRAINT "bingo_boards_campaign_id_bingo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bingo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_boards" ADD CONSTRAINT "bingo_boards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_prizes" ADD CONSTRAINT "bingo_prizes_campaign_id_bingo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bingo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_prizes" ADD CONSTRAINT "bingo_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_prizes" ADD CONSTRAINT "bingo_prizes_entry_id_point_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_summons" ADD CONSTRAINT "bingo_summons_campaign_id_bingo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bingo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_summons" ADD CONSTRAINT "bingo_summons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bingo_ad_tickets_member_idx" ON "bingo_ad_tickets" USING btree ("user_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_boards_campaign_user_key" ON "bingo_boards" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_campaigns_week_country_key" ON "bingo_campaigns" USING btree ("week_start","country");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_prizes_member_line_key" ON "bingo_prizes" USING btree ("campaign_id","user_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_summons_member_key" ON "bingo_summons" USING btree ("campaign_id","user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_summons_member_position" ON "bingo_summons" USING btree ("campaign_id","user_id","position");