CREATE TABLE "activity_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"detail" jsonb,
	CONSTRAINT "activity_events_cause_length" CHECK (length("activity_events"."cause") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_kind_cause_key" ON "activity_events" USING btree ("kind","cause");--> statement-breakpoint
CREATE INDEX "activity_events_user_occurred_idx" ON "activity_events" USING btree ("user_id","occurred_at" DESC NULLS LAST);