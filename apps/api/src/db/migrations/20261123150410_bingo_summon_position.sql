ALTER TABLE "bingo_summons" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bingo_summons" ALTER COLUMN "monster" DROP NOT NULL;