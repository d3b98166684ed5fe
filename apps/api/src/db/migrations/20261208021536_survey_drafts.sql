CREATE TABLE "survey_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"current_question_id" uuid,
	"page_seconds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_drafts_member_key" UNIQUE("survey_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "page_seconds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_drafts_expires_idx" ON "survey_drafts" USING btree ("expires_at");