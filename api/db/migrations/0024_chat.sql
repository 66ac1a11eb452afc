CREATE TABLE "chat_members" (
	"room_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"profile_id" uuid,
	"business_user_id" uuid,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"room_last_seq" bigint DEFAULT 0 NOT NULL,
	"room_last_message_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	CONSTRAINT "chat_members_room_id_side_pk" PRIMARY KEY("room_id","side"),
	CONSTRAINT "chat_members_side" CHECK ("chat_members"."side" in (1, 2)),
	CONSTRAINT "chat_members_one_party" CHECK (num_nonnulls("chat_members"."profile_id", "chat_members"."business_user_id") = 1),
	CONSTRAINT "chat_members_read" CHECK ("chat_members"."last_read_seq" between 0 and "chat_members"."room_last_seq")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"room_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"side" smallint NOT NULL,
	"author_profile_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"body" text,
	"picture_url" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_room_id_seq_pk" PRIMARY KEY("room_id","seq"),
	CONSTRAINT "chat_messages_side" CHECK ("chat_messages"."side" in (1, 2)),
	CONSTRAINT "chat_messages_seq" CHECK ("chat_messages"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"seq" bigint,
	"reporter_profile_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_key" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"started_by_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_pair_key_unique" UNIQUE("pair_key"),
	CONSTRAINT "chat_rooms_last_seq" CHECK ("chat_rooms"."last_seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_business_user_id_business_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_profile_id_profiles_id_fk" FOREIGN KEY ("reporter_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_started_by_profile_id_profiles_id_fk" FOREIGN KEY ("started_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_profile_inbox_idx" ON "chat_members" USING btree ("profile_id","room_last_message_at" DESC NULLS LAST,"room_id" DESC NULLS LAST) WHERE "chat_members"."profile_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_members_business_user_inbox_idx" ON "chat_members" USING btree ("business_user_id","room_last_message_at" DESC NULLS LAST,"room_id" DESC NULLS LAST) WHERE "chat_members"."business_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("room_id","author_profile_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("author_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_reports_open_idx" ON "chat_reports" USING btree ("created_at") WHERE "chat_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "chat_rooms_started_by_idx" ON "chat_rooms" USING btree ("started_by_profile_id","created_at");