CREATE TABLE "sign_in_attempts" (
	"email" text NOT NULL,
	"source" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_attempts_email_source_pk" PRIMARY KEY("email","source")
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_last_attempt_at_idx" ON "sign_in_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";