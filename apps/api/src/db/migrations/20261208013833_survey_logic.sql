ALTER TABLE "survey_questions" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "survey_questions" SET "key" = 'q' || ("position" + 1);--> statement-breakpoint
ALTER TABLE "survey_questions" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "condition" jsonb;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "jumps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "shown_question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "ending" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
UPDATE "survey_responses" AS r SET "shown_question_ids" = coalesce((
  SELECT array_agg(q."id" ORDER BY q."position") FROM "survey_questions" AS q WHERE q."survey_id" = r."survey_id"
), '{}');--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_key_key" UNIQUE("survey_id","key");--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_ending" CHECK ("survey_responses"."ending" in ('complete', 'screen_out'));