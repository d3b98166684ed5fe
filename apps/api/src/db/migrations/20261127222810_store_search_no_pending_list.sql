DROP INDEX "store_words_word_idx";--> statement-breakpoint
DROP INDEX "stores_search_name_idx";--> statement-breakpoint
CREATE INDEX "store_words_word_idx" ON "store_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "stores_search_name_idx" ON "stores" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);