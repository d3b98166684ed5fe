ALTER TYPE "public"."code_purpose" ADD VALUE 'step_up';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_changed_at" timestamp with time zone;