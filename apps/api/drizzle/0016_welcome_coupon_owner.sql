ALTER TABLE "coupons" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_owner_user_id_idx" ON "coupons" USING btree ("owner_user_id");--> statement-breakpoint
-- Welcome coupons issued before this migration belong to the account that subscribed (subscribing needs an
-- account, product rules §10); a subscription whose account is gone leaves its coupon public, as before.
UPDATE "coupons" c SET "owner_user_id" = s."user_id"
  FROM "subscribers" s
 WHERE s."welcome_coupon_code" IS NOT NULL AND s."user_id" IS NOT NULL
   AND upper(c."code") = upper(s."welcome_coupon_code") AND c."owner_user_id" IS NULL;
