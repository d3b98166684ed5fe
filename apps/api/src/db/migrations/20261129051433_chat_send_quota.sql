CREATE TABLE "chat_send_quota" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_send_quota_count" CHECK ("chat_send_quota"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_send_quota" ADD CONSTRAINT "chat_send_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;