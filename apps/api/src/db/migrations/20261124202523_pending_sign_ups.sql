CREATE TABLE "pending_sign_up_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pending_sign_up_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_sign_up_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pending_sign_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"account" jsonb NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_sign_ups_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "pending_sign_up_sessions" ADD CONSTRAINT "pending_sign_up_sessions_pending_sign_up_id_pending_sign_ups_id_fk" FOREIGN KEY ("pending_sign_up_id") REFERENCES "public"."pending_sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_sign_up_sessions_pending_sign_up_id_idx" ON "pending_sign_up_sessions" USING btree ("pending_sign_up_id");--> statement-breakpoint
CREATE INDEX "pending_sign_up_sessions_expires_at_idx" ON "pending_sign_up_sessions" USING btree ("expires_at");