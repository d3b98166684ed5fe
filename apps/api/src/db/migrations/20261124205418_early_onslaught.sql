CREATE TABLE "notification_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"markets" text[] NOT NULL,
	"min_level" integer,
	"max_level" integer,
	"active_within_days" integer,
	"min_age" integer,
	"max_age" integer,
	"link" text,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"audience" integer DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"last_member_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "notification_campaigns_recipients_check" CHECK ("notification_campaigns"."recipients" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD CONSTRAINT "notification_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_campaigns_due_idx" ON "notification_campaigns" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "notification_campaigns_created_idx" ON "notification_campaigns" USING btree ("created_at");