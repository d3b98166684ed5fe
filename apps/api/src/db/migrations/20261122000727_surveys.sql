CREATE TYPE "public"."survey_question_kind" AS ENUM('single_choice', 'multiple_choice', 'free_text', 'number', 'zip_code', 'date', 'rating', 'image');--> statement-breakpoint
CREATE TYPE "public"."survey_status" AS ENUM('draft', 'published', 'closed');--> statement-breakpoint
CREATE TABLE "store_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"choice_ids" text[],
	"other_text" text,
	"text" text,
	"number" double precision,
	"zip" text,
	"date" date,
	"rating" smallint,
	"note" text,
	"image_keys" text[],
	CONSTRAINT "survey_answers_question_key" UNIQUE("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" "survey_question_kind" NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"requires_note" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "survey_questions_position_key" UNIQUE("survey_id","position")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_member_key" UNIQUE("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" "survey_status" DEFAULT 'draft' NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"reward_cents" integer NOT NULL,
	"estimated_minutes" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"response_limit" integer NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"markets" text[],
	"min_age" smallint,
	"max_age" smallint,
	"genders" text[],
	"min_level" smallint,
	"max_level" smallint,
	"store_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"results_announced_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_reward_positive" CHECK ("surveys"."reward_cents" > 0),
	CONSTRAINT "surveys_window" CHECK ("surveys"."expires_at" > "surveys"."starts_at"),
	CONSTRAINT "surveys_within_limit" CHECK ("surveys"."response_count" between 0 and "surveys"."response_limit")
);
--> statement-breakpoint
ALTER TABLE "store_check_ins" ADD CONSTRAINT "store_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_check_ins_user_store_idx" ON "store_check_ins" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surveys_listing_idx" ON "surveys" USING btree ("status","starts_at" DESC NULLS LAST);