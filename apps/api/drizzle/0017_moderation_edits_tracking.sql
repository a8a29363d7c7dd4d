CREATE TABLE "product_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"product_id" integer NOT NULL,
	"edited_by" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "product_edits_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seller_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seller_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "premoderate_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "premoderate_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_edits" ADD CONSTRAINT "product_edits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_edits" ADD CONSTRAINT "product_edits_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_edits" ADD CONSTRAINT "product_edits_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_edits_product_id_idx" ON "product_edits" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_edits_unreviewed_idx" ON "product_edits" USING btree ("created_at") WHERE "product_edits"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "blog_comments_awaiting_approval_idx" ON "blog_comments" USING btree ("created_at") WHERE "blog_comments"."awaiting_approval";--> statement-breakpoint
CREATE INDEX "reviews_awaiting_approval_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."awaiting_approval";