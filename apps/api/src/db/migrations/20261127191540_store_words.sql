CREATE TABLE "store_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_words_word_idx" ON "store_words" USING gin ("word" gin_trgm_ops);