CREATE TABLE "notification_readers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"notice_read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reasonable_type" text NOT NULL,
	"reasonable_id" text DEFAULT '' NOT NULL,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"mail" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_readers" ADD CONSTRAINT "notification_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_kind_cause_idx" ON "notifications" USING btree ("kind","cause");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_delivery_idx" ON "notifications" USING btree ("delivery","created_at");