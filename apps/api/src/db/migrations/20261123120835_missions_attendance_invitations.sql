CREATE TABLE "attendance_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"bonus_points" integer NOT NULL,
	"freezes_used" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"inviter_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"joined_at" timestamp with time zone NOT NULL,
	"phone_confirmed_at" timestamp with time zone,
	"first_survey_at" timestamp with time zone,
	"invitee_bonus" integer DEFAULT 0 NOT NULL,
	"inviter_bonus" integer DEFAULT 0 NOT NULL,
	"inviter_entry_id" uuid,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "invitations_not_self" CHECK ("invitations"."invitee_id" <> "invitations"."inviter_id")
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invite_daily_payouts" (
	"inviter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "invite_daily_payouts_inviter_id_day_pk" PRIMARY KEY("inviter_id","day")
);
--> statement-breakpoint
CREATE TABLE "invite_phone_rewards" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"invitee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_attendance" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_day" date,
	"last_checked_in_at" timestamp with time zone,
	"last_time_zone" text,
	"next_allowed_at" timestamp with time zone,
	"streak" integer DEFAULT 0 NOT NULL,
	"freezes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_attendance_streak_nonnegative" CHECK ("member_attendance"."streak" >= 0),
	CONSTRAINT "member_attendance_freezes_nonnegative" CHECK ("member_attendance"."freezes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"user_id" uuid NOT NULL,
	"sub_mission_id" uuid NOT NULL,
	"period" text NOT NULL,
	"progress" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "mission_progress_user_id_sub_mission_id_period_pk" PRIMARY KEY("user_id","sub_mission_id","period")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"level" smallint,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_level_matches_type" CHECK (("missions"."type" = 'levelUp') = ("missions"."level" is not null))
);
--> statement-breakpoint
CREATE TABLE "sub_missions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"target" integer NOT NULL,
	"points" integer NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "sub_missions_target_positive" CHECK ("sub_missions"."target" > 0),
	CONSTRAINT "sub_missions_points_nonnegative" CHECK ("sub_missions"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attendance_check_ins" ADD CONSTRAINT "attendance_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_daily_payouts" ADD CONSTRAINT "invite_daily_payouts_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_phone_rewards" ADD CONSTRAINT "invite_phone_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attendance" ADD CONSTRAINT "member_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_sub_mission_id_sub_missions_id_fk" FOREIGN KEY ("sub_mission_id") REFERENCES "public"."sub_missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_missions" ADD CONSTRAINT "sub_missions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_check_ins_user_day_key" ON "attendance_check_ins" USING btree ("user_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_inviter_joined_idx" ON "invitations" USING btree ("inviter_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_status_idx" ON "invitations" USING btree ("status","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mission_progress_completed_idx" ON "mission_progress" USING btree ("user_id","completed_at" DESC NULLS LAST) WHERE "mission_progress"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "missions_listing_idx" ON "missions" USING btree ("type","level","position");--> statement-breakpoint
CREATE INDEX "sub_missions_mission_idx" ON "sub_missions" USING btree ("mission_id","position");