CREATE TYPE "public"."job_account_type" AS ENUM('individual', 'company');--> statement-breakpoint
CREATE TYPE "public"."job_profile_type" AS ENUM('flashjob', 'social');--> statement-breakpoint
CREATE TYPE "public"."job_skill_level" AS ENUM('beginner', 'intermediate', 'expert');--> statement-breakpoint
CREATE TYPE "public"."job_social_type" AS ENUM('facebook', 'instagram', 'tiktok', 'youtube', 'x', 'other');--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_type" smallint NOT NULL,
	"profile_type" "job_profile_type" NOT NULL,
	"name" text NOT NULL,
	"account_type" "job_account_type" DEFAULT 'individual' NOT NULL,
	"company_name" text,
	"company_employees" integer DEFAULT 1 NOT NULL,
	"company_address" text,
	"company_website" text,
	"hourly_pay_cents" integer DEFAULT 0 NOT NULL,
	"catch_phrase" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"id_verified" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_profiles_user_type_unique" UNIQUE("user_id","user_type"),
	CONSTRAINT "job_profiles_user_type" CHECK ("job_profiles"."user_type" in (0, 1)),
	CONSTRAINT "job_profiles_position" CHECK (("job_profiles"."lat" is null) = ("job_profiles"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "job_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"reviewer_user_id" uuid NOT NULL,
	"application_id" uuid,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reviews_application_reviewer_unique" UNIQUE("application_id","reviewer_user_id"),
	CONSTRAINT "job_reviews_rating" CHECK ("job_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "job_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"product" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_worker_achievements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_worker_skills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"experience_years" integer NOT NULL,
	"level" "job_skill_level" NOT NULL,
	"category_id" text
);
--> statement-breakpoint
CREATE TABLE "job_worker_socials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "job_social_type" NOT NULL,
	"channel_url" text NOT NULL,
	"username" text NOT NULL,
	"followers" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tokens" ADD CONSTRAINT "job_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_worker_achievements" ADD CONSTRAINT "job_worker_achievements_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_worker_skills" ADD CONSTRAINT "job_worker_skills_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_worker_skills" ADD CONSTRAINT "job_worker_skills_category_id_job_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_worker_socials" ADD CONSTRAINT "job_worker_socials_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_reviews_profile_created_idx" ON "job_reviews" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_tokens_session_id_idx" ON "job_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "job_worker_achievements_profile_idx" ON "job_worker_achievements" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "job_worker_skills_profile_idx" ON "job_worker_skills" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "job_worker_socials_profile_idx" ON "job_worker_socials" USING btree ("profile_id","position");--> statement-breakpoint
-- The categories the marketplace starts with, named in en, vi and id; the back office adds more.
INSERT INTO "job_categories" ("id", "parent_id", "position", "names") VALUES
	('design', NULL, 0, '{"en": "Design", "vi": "Thiết kế", "id": "Desain"}'),
	('design-logo', 'design', 0, '{"en": "Logo design", "vi": "Thiết kế logo", "id": "Desain logo"}'),
	('design-social', 'design', 1, '{"en": "Social media graphics", "vi": "Ảnh cho mạng xã hội", "id": "Grafis media sosial"}'),
	('writing', NULL, 1, '{"en": "Writing and translation", "vi": "Viết và dịch thuật", "id": "Penulisan dan terjemahan"}'),
	('writing-translation', 'writing', 0, '{"en": "Translation", "vi": "Dịch thuật", "id": "Terjemahan"}'),
	('writing-content', 'writing', 1, '{"en": "Content writing", "vi": "Viết nội dung", "id": "Penulisan konten"}'),
	('marketing', NULL, 2, '{"en": "Social media marketing", "vi": "Tiếp thị mạng xã hội", "id": "Pemasaran media sosial"}'),
	('marketing-review', 'marketing', 0, '{"en": "Product reviews", "vi": "Đánh giá sản phẩm", "id": "Ulasan produk"}'),
	('marketing-live', 'marketing', 1, '{"en": "Live selling", "vi": "Bán hàng trực tiếp", "id": "Jualan live"}'),
	('onsite', NULL, 3, '{"en": "On-site help", "vi": "Hỗ trợ tại chỗ", "id": "Bantuan di lokasi"}'),
	('onsite-event', 'onsite', 0, '{"en": "Event staff", "vi": "Nhân viên sự kiện", "id": "Staf acara"}'),
	('onsite-delivery', 'onsite', 1, '{"en": "Delivery and errands", "vi": "Giao hàng và việc vặt", "id": "Antar barang dan titip"}');
