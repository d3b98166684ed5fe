CREATE TABLE "shop_staff_stamp_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"distance_metres" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_by" uuid,
	"check_in_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "shop_staff_stamp_codes_status" CHECK ("shop_staff_stamp_codes"."status" in ('pending', 'confirmed', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "shop_staff_stamp_counts" (
	"staff_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "shop_staff_stamp_counts_staff_id_hour_pk" PRIMARY KEY("staff_id","hour"),
	CONSTRAINT "shop_staff_stamp_counts_count" CHECK ("shop_staff_stamp_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_check_ins" DROP CONSTRAINT "shop_check_ins_trust";--> statement-breakpoint
ALTER TABLE "shop_check_ins" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "shop_staff_stamp_codes" ADD CONSTRAINT "shop_staff_stamp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_stamp_codes" ADD CONSTRAINT "shop_staff_stamp_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_stamp_codes" ADD CONSTRAINT "shop_staff_stamp_codes_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_stamp_counts" ADD CONSTRAINT "shop_staff_stamp_counts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_staff_stamp_codes_pending_idx" ON "shop_staff_stamp_codes" USING btree ("store_id","code_hash") WHERE "shop_staff_stamp_codes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "shop_staff_stamp_codes_member_idx" ON "shop_staff_stamp_codes" USING btree ("user_id","store_id");--> statement-breakpoint
ALTER TABLE "shop_check_ins" ADD CONSTRAINT "shop_check_ins_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_ins" ADD CONSTRAINT "shop_check_ins_trust" CHECK ("shop_check_ins"."trust" in ('rotating', 'static', 'staff'));