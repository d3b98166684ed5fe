CREATE TYPE "public"."job_verification_document_kind" AS ENUM('front', 'back', 'date_of_birth', 'address');--> statement-breakpoint
CREATE TYPE "public"."job_verification_state" AS ENUM('none', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "job_portfolio_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_portfolio_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_portfolio_items_image_count" CHECK ("job_portfolio_items"."image_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_verification_documents" (
	"verification_id" uuid NOT NULL,
	"kind" "job_verification_document_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_verification_documents_verification_id_kind_pk" PRIMARY KEY("verification_id","kind")
);
--> statement-breakpoint
CREATE TABLE "job_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"state" "job_verification_state" DEFAULT 'none' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_verifications_profile_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
ALTER TABLE "job_profiles" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD COLUMN "video_poster_key" text;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD COLUMN "video_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD COLUMN "business_card" jsonb;--> statement-breakpoint
ALTER TABLE "job_portfolio_images" ADD CONSTRAINT "job_portfolio_images_item_id_job_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."job_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_portfolio_items" ADD CONSTRAINT "job_portfolio_items_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_verification_documents" ADD CONSTRAINT "job_verification_documents_verification_id_job_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."job_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_verifications" ADD CONSTRAINT "job_verifications_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_verifications" ADD CONSTRAINT "job_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_portfolio_images_item_idx" ON "job_portfolio_images" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "job_portfolio_items_profile_idx" ON "job_portfolio_items" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_verifications_state_idx" ON "job_verifications" USING btree ("state","submitted_at");--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_video" CHECK (("job_profiles"."video_key" is null) = ("job_profiles"."video_poster_key" is null) and ("job_profiles"."video_key" is null) = ("job_profiles"."video_duration_ms" is null));