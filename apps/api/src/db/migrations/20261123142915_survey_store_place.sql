ALTER TABLE "surveys" ADD COLUMN "store_name" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "store_address" text;