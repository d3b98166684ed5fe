ALTER TABLE "job_posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (store_fold(title || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_posts_earth_idx" ON "job_posts" USING gist (ll_to_earth("lat", "lng"));