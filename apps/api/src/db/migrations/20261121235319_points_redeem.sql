CREATE TYPE "public"."card_kind" AS ENUM('phone_card', 'gift_card');--> statement-breakpoint
CREATE TYPE "public"."redeem_kind" AS ENUM('bank_transfer', 'phone_card', 'gift_card', 'shop_voucher');--> statement-breakpoint
CREATE TYPE "public"."redeem_status" AS ENUM('requested', 'processing', 'paid', 'rejected');--> statement-breakpoint
CREATE TABLE "card_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"serial" text,
	"expires_on" date,
	"redeem_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_codes_product_code_key" UNIQUE("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" "card_kind" NOT NULL,
	"market" text NOT NULL,
	"provider" text NOT NULL,
	"face_value" integer NOT NULL,
	"point_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_products_offer_key" UNIQUE("kind","market","provider","face_value")
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "redeem_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "redeem_kind" NOT NULL,
	"status" "redeem_status" NOT NULL,
	"point_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"transfer_amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"provider" text,
	"face_value" integer,
	"card_count" integer,
	"reject_reason" text,
	"handled_by" uuid,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_requests_point_positive" CHECK ("redeem_requests"."point_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"redeem_request_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_vouchers_redeem_request_id_unique" UNIQUE("redeem_request_id"),
	CONSTRAINT "shop_vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "withdraw_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"point_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"transfer_amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeem_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_challenges_point_positive" CHECK ("withdraw_challenges"."point_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_codes" ADD CONSTRAINT "card_codes_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_codes" ADD CONSTRAINT "card_codes_redeem_request_id_redeem_requests_id_fk" FOREIGN KEY ("redeem_request_id") REFERENCES "public"."redeem_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vouchers" ADD CONSTRAINT "shop_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vouchers" ADD CONSTRAINT "shop_vouchers_redeem_request_id_redeem_requests_id_fk" FOREIGN KEY ("redeem_request_id") REFERENCES "public"."redeem_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_challenges" ADD CONSTRAINT "withdraw_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_codes_free_idx" ON "card_codes" USING btree ("product_id","id") WHERE "card_codes"."redeem_request_id" is null;--> statement-breakpoint
CREATE INDEX "card_codes_request_idx" ON "card_codes" USING btree ("redeem_request_id");--> statement-breakpoint
CREATE INDEX "redeem_requests_user_idx" ON "redeem_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redeem_requests_status_idx" ON "redeem_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_vouchers_user_idx" ON "shop_vouchers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_challenges_user_idx" ON "withdraw_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_entries_cause_idx" ON "point_entries" USING btree ("cause_kind","cause_id");