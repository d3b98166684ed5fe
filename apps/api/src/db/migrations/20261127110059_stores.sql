CREATE TABLE "store_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_category_links" (
	"store_id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_category_links_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "store_follows" (
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_follows_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_hours" (
	"store_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "store_hours_store_id_weekday_pk" PRIMARY KEY("store_id","weekday"),
	CONSTRAINT "store_hours_weekday" CHECK ("store_hours"."weekday" between 0 and 6),
	CONSTRAINT "store_hours_minutes" CHECK ("store_hours"."opens_minute" between 0 and 1439 and "store_hours"."closes_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "store_likes" (
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_likes_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_staff" (
	"store_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_staff_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"market" text NOT NULL,
	"time_zone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"owner_id" uuid,
	"phone" text,
	"search_name" text GENERATED ALWAYS AS (store_fold(name)) STORED NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_market" CHECK ("stores"."market" in ('indo', 'vi')),
	CONSTRAINT "stores_position" CHECK ("stores"."lat" between -90 and 90 and "stores"."lng" between -180 and 180),
	CONSTRAINT "stores_counts" CHECK ("stores"."like_count" >= 0 and "stores"."follower_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_category_links" ADD CONSTRAINT "store_category_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_category_links" ADD CONSTRAINT "store_category_links_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_likes" ADD CONSTRAINT "store_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_likes" ADD CONSTRAINT "store_likes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_photos" ADD CONSTRAINT "store_photos_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_category_links_category_idx" ON "store_category_links" USING btree ("category_id","store_id");--> statement-breakpoint
CREATE INDEX "store_follows_store_idx" ON "store_follows" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_follows_recent_idx" ON "store_follows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_likes_store_idx" ON "store_likes" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_likes_recent_idx" ON "store_likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_photos_store_idx" ON "store_photos" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "store_staff_user_idx" ON "store_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_earth_idx" ON "stores" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "stores_search_name_idx" ON "stores" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stores_popular_idx" ON "stores" USING btree (("like_count" + "follower_count") desc,"id");--> statement-breakpoint
CREATE INDEX "stores_owner_idx" ON "stores" USING btree ("owner_id");