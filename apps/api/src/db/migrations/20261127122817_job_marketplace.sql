CREATE TYPE "public"."job_application_status" AS ENUM('applied', 'declined', 'withdraw', 'hired', 'worker_completed', 'completed', 'payment_complete', 'cancelled', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."job_post_status" AS ENUM('draft', 'open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."job_post_type" AS ENUM('online', 'onsite');--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"worker_user_id" uuid NOT NULL,
	"worker_profile_id" uuid,
	"client_user_id" uuid NOT NULL,
	"status" "job_application_status" DEFAULT 'applied' NOT NULL,
	"offer_cents" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"deadline" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"hired_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"auto_pay_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancel_reason" text,
	"chat_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_job_worker_unique" UNIQUE("job_id","worker_user_id"),
	CONSTRAINT "job_applications_offer" CHECK ("job_applications"."offer_cents" > 0),
	CONSTRAINT "job_applications_fee" CHECK ("job_applications"."service_fee_cents" >= 0 and "job_applications"."service_fee_cents" <= "job_applications"."offer_cents")
);
--> statement-breakpoint
CREATE TABLE "job_disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"worker_cents" integer,
	"refund_cents" integer,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "job_disputes_application_unique" UNIQUE("application_id"),
	CONSTRAINT "job_disputes_status" CHECK ("job_disputes"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "job_favorites" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_favorites_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_user_id" uuid NOT NULL,
	"client_profile_id" uuid,
	"category_id" text,
	"job_type" "job_post_type" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"fee_cents" integer NOT NULL,
	"deadline" timestamp with time zone,
	"start_time" text,
	"delivery_time" text,
	"start_date" date,
	"end_date" date,
	"workers_needed" integer DEFAULT 1 NOT NULL,
	"hired_count" integer DEFAULT 0 NOT NULL,
	"status" "job_post_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_posts_fee" CHECK ("job_posts"."fee_cents" > 0),
	CONSTRAINT "job_posts_slots" CHECK ("job_posts"."hired_count" >= 0 and "job_posts"."hired_count" <= "job_posts"."workers_needed"),
	CONSTRAINT "job_posts_position" CHECK (("job_posts"."lat" is null) = ("job_posts"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "job_reports_status" CHECK ("job_reports"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "job_seen_marks" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_seen_marks_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_worker_profile_id_job_profiles_id_fk" FOREIGN KEY ("worker_profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_disputes" ADD CONSTRAINT "job_disputes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_disputes" ADD CONSTRAINT "job_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_favorites" ADD CONSTRAINT "job_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_favorites" ADD CONSTRAINT "job_favorites_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_client_profile_id_job_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_category_id_job_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seen_marks" ADD CONSTRAINT "job_seen_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seen_marks" ADD CONSTRAINT "job_seen_marks_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_worker_idx" ON "job_applications" USING btree ("worker_user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_auto_pay_idx" ON "job_applications" USING btree ("auto_pay_at") WHERE "job_applications"."status" = 'worker_completed';--> statement-breakpoint
CREATE INDEX "job_disputes_status_idx" ON "job_disputes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posts_client_idx" ON "job_posts" USING btree ("client_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posts_open_idx" ON "job_posts" USING btree ("status","job_type","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_reports_status_idx" ON "job_reports" USING btree ("status","created_at" DESC NULLS LAST);