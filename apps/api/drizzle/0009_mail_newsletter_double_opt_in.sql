ALTER TABLE "subscribers" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "welcome_coupon_code" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_state_check" CHECK ("subscribers"."state" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
-- Subscriptions from before the double opt-in were taken as given: active ones count as confirmed (no
-- welcome coupon is issued for them), ended ones as unsubscribed.
UPDATE "subscribers" SET
  "state" = CASE WHEN "status" = 'active' THEN 'confirmed' ELSE 'unsubscribed' END,
  "confirmed_at" = CASE WHEN "status" = 'active' THEN "created_at" END,
  "unsubscribed_at" = CASE WHEN "status" = 'active' THEN NULL ELSE "updated_at" END;
