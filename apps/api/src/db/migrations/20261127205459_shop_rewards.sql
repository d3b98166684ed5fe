CREATE TABLE "member_store_stars" (
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"lifetime_stars" integer DEFAULT 0 NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"last_visited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_store_stars_user_id_store_id_pk" PRIMARY KEY("user_id","store_id"),
	CONSTRAINT "member_store_stars_counts" CHECK ("member_store_stars"."stars" >= 0 and "member_store_stars"."lifetime_stars" >= "member_store_stars"."stars")
);
--> statement-breakpoint
CREATE TABLE "shop_campaign_members" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_campaign_members_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shop_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reward" text NOT NULL,
	"stars_required" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"stock_total" integer,
	"stock_used" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"coupon_valid_days" integer DEFAULT 30 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_campaigns_state" CHECK ("shop_campaigns"."state" in ('draft', 'active', 'paused')),
	CONSTRAINT "shop_campaigns_stock" CHECK ("shop_campaigns"."stock_used" >= 0 and ("shop_campaigns"."stock_total" is null or "shop_campaigns"."stock_used" <= "shop_campaigns"."stock_total")),
	CONSTRAINT "shop_campaigns_numbers" CHECK ("shop_campaigns"."stars_required" > 0 and "shop_campaigns"."per_member_limit" > 0 and "shop_campaigns"."coupon_valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_check_in_cooldowns" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_check_in_refusals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"reason" text NOT NULL,
	"distance_metres" integer,
	"lat" double precision,
	"lng" double precision,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"local_day" text NOT NULL,
	"trust" text NOT NULL,
	"distance_metres" integer NOT NULL,
	"stars" integer NOT NULL,
	"points" integer NOT NULL,
	"device_time_zone" text,
	"app_version" text,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_check_ins_once_a_day" UNIQUE("user_id","store_id","local_day"),
	CONSTRAINT "shop_check_ins_trust" CHECK ("shop_check_ins"."trust" in ('rotating', 'static'))
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"stars_spent" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	CONSTRAINT "shop_coupons_serial_unique" UNIQUE("serial"),
	CONSTRAINT "shop_coupons_status" CHECK ("shop_coupons"."status" in ('received', 'used', 'expired')),
	CONSTRAINT "shop_coupons_used" CHECK (("shop_coupons"."status" = 'used') = ("shop_coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"notification_frequency" text DEFAULT 'instant' NOT NULL,
	"campaign_notifications" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_staff_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"cause_id" uuid NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_history_cause" UNIQUE("reason","cause_id")
);
--> statement-breakpoint
CREATE TABLE "store_check_in_configs" (
	"store_id" text PRIMARY KEY NOT NULL,
	"accept_static_qr" boolean DEFAULT false NOT NULL,
	"radius_metres" integer DEFAULT 200 NOT NULL,
	"static_serial" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_check_in_configs_radius" CHECK ("store_check_in_configs"."radius_metres" between 30 and 2000)
);
--> statement-breakpoint
ALTER TABLE "member_store_stars" ADD CONSTRAINT "member_store_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_store_stars" ADD CONSTRAINT "member_store_stars_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_campaign_members" ADD CONSTRAINT "shop_campaign_members_campaign_id_shop_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."shop_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_campaign_members" ADD CONSTRAINT "shop_campaign_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_campaigns" ADD CONSTRAINT "shop_campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_campaigns" ADD CONSTRAINT "shop_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_in_cooldowns" ADD CONSTRAINT "shop_check_in_cooldowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_in_refusals" ADD CONSTRAINT "shop_check_in_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_ins" ADD CONSTRAINT "shop_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_ins" ADD CONSTRAINT "shop_check_ins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_campaign_id_shop_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."shop_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_actions" ADD CONSTRAINT "shop_staff_actions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_actions" ADD CONSTRAINT "shop_staff_actions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_history" ADD CONSTRAINT "star_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_history" ADD CONSTRAINT "star_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_check_in_configs" ADD CONSTRAINT "store_check_in_configs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_store_stars_visited_idx" ON "member_store_stars" USING btree ("user_id","last_visited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_campaigns_store_idx" ON "shop_campaigns" USING btree ("store_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_check_in_refusals_at_idx" ON "shop_check_in_refusals" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_check_in_refusals_user_idx" ON "shop_check_in_refusals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_check_ins_store_day_idx" ON "shop_check_ins" USING btree ("store_id","local_day","checked_in_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_check_ins_user_idx" ON "shop_check_ins" USING btree ("user_id","checked_in_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_coupons_user_idx" ON "shop_coupons" USING btree ("user_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "shop_coupons_store_idx" ON "shop_coupons" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "shop_coupons_due_idx" ON "shop_coupons" USING btree ("expires_at") WHERE "shop_coupons"."status" = 'received';--> statement-breakpoint
CREATE INDEX "shop_staff_actions_store_idx" ON "shop_staff_actions" USING btree ("store_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "star_history_user_idx" ON "star_history" USING btree ("user_id","created_at" DESC NULLS LAST);