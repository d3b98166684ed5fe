CREATE TABLE "advertisement_daily_counts" (
	"advertisement_id" uuid NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advertisement_daily_counts_advertisement_id_day_pk" PRIMARY KEY("advertisement_id","day")
);
--> statement-breakpoint
CREATE TABLE "advertisement_reports" (
	"advertisement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "advertisement_reports_advertisement_id_user_id_day_kind_pk" PRIMARY KEY("advertisement_id","user_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"type" smallint NOT NULL,
	"related_id" text,
	"link_to" text,
	"country" text,
	"locale" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"step_hours" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_type_range" CHECK ("advertisements"."type" between 0 and 5),
	CONSTRAINT "advertisements_step_positive" CHECK ("advertisements"."step_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "advertisement_daily_counts" ADD CONSTRAINT "advertisement_daily_counts_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_reports" ADD CONSTRAINT "advertisement_reports_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_reports" ADD CONSTRAINT "advertisement_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_live_idx" ON "advertisements" USING btree ("active","starts_at","ends_at");