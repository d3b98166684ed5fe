CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"uploader_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"room_id" uuid NOT NULL,
	"key" integer NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text,
	"attachment_id" uuid,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_room_id_key_pk" PRIMARY KEY("room_id","key"),
	CONSTRAINT "chat_messages_client_unique" UNIQUE("room_id","sender_user_id","client_id"),
	CONSTRAINT "chat_messages_key" CHECK ("chat_messages"."key" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" uuid NOT NULL,
	"node" text NOT NULL,
	"sockets" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_user_id_node_pk" PRIMARY KEY("user_id","node")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"worker_user_id" uuid NOT NULL,
	"client_user_id" uuid NOT NULL,
	"last_key" integer DEFAULT 0 NOT NULL,
	"last_message_text" text,
	"last_message_at" timestamp with time zone,
	"worker_read_key" integer DEFAULT 0 NOT NULL,
	"client_read_key" integer DEFAULT 0 NOT NULL,
	"worker_notified_at" timestamp with time zone,
	"client_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_keys" CHECK ("chat_rooms"."last_key" >= 0 and "chat_rooms"."worker_read_key" >= 0 and "chat_rooms"."client_read_key" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_id_job_applications_id_fk" FOREIGN KEY ("id") REFERENCES "public"."job_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_rooms_worker_idx" ON "chat_rooms" USING btree ("worker_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_rooms_client_idx" ON "chat_rooms" USING btree ("client_user_id","last_message_at" DESC NULLS LAST);