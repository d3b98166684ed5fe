CREATE TABLE "shop_visit_notice_marks" (
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_visit_notice_marks_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "shop_visit_notice_marks" ADD CONSTRAINT "shop_visit_notice_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_visit_notice_marks" ADD CONSTRAINT "shop_visit_notice_marks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The last day's visit notices become marks, so nobody on `daily` hears twice about a store today.
INSERT INTO "shop_visit_notice_marks" ("user_id", "store_id", "last_at")
	SELECT n."user_id", n."values"->>'store_id', max(n."created_at")
	FROM "notifications" n JOIN "stores" s ON s."id" = n."values"->>'store_id'
	WHERE n."kind" IN ('shop_checked_in', 'shop_coupon_received', 'shop_coupon_used', 'shop_coupon_expired', 'shop_campaign_started')
		AND n."created_at" > now() - interval '24 hours'
	GROUP BY n."user_id", n."values"->>'store_id';
