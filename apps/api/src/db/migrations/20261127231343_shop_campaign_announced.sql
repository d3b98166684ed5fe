ALTER TABLE "shop_campaigns" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shop_campaigns_unannounced_idx" ON "shop_campaigns" USING btree ("starts_at") WHERE "shop_campaigns"."announced_at" is null;--> statement-breakpoint
-- Campaigns that ran before announcing existed are old news: their followers are not told now.
UPDATE "shop_campaigns" SET "announced_at" = "created_at";