-- Trust and abuse (docs/decisions/0013-reviews-need-a-confirmed-delivery.md and SECURITY.md "Round two").
--
-- 1. Order lines record when they were delivered (as the seller or an admin says) and when the buyer
--    confirmed receipt. Lines delivered before this migration are treated as received on their delivery
--    day: they were delivered under the old rule, some are reviewed already, and their buyers cannot be
--    asked any more. delivered_at comes from the line's own "delivered" event, else the order's, else the
--    line's last change.
ALTER TABLE "order_lines" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_lines" ol SET "delivered_at" = coalesce(
    (SELECT max(e."at") FROM "order_status_events" e WHERE e."order_line_id" = ol."id" AND e."status" = 'delivered'),
    (SELECT max(e."at") FROM "order_status_events" e
      WHERE e."order_id" = ol."order_id" AND e."order_line_id" IS NULL AND e."status" = 'delivered'),
    ol."updated_at")
  WHERE ol."line_status" = 'delivered';--> statement-breakpoint
UPDATE "order_lines" SET "received_at" = "delivered_at" WHERE "line_status" = 'delivered';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_received_check" CHECK ("order_lines"."received_at" is null or "order_lines"."delivered_at" is not null);--> statement-breakpoint
-- Every writer that turns a line delivered (seller, admin, seed, tests) gets delivered_at set here; a
-- writer may set it itself in the same statement (the demo seed backdates its deliveries).
CREATE FUNCTION order_lines_stamp_delivery() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.line_status = 'delivered' THEN
    IF TG_OP = 'INSERT' THEN
      NEW.delivered_at := coalesce(NEW.delivered_at, now());
    ELSIF OLD.line_status IS DISTINCT FROM 'delivered' AND NEW.delivered_at IS NOT DISTINCT FROM OLD.delivered_at THEN
      NEW.delivered_at := now();
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_stamp_delivery
BEFORE INSERT OR UPDATE OF line_status ON order_lines
FOR EACH ROW EXECUTE FUNCTION order_lines_stamp_delivery();
--> statement-breakpoint
-- 2. Shop contact addresses are confirmed by a link before order mails use them. Contact addresses set
--    before this migration stay in use as they are (shops have been receiving their orders there).
ALTER TABLE "sellers" ADD COLUMN "pending_contact_email" text;--> statement-breakpoint
CREATE TABLE "contact_email_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_email_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_email_verifications" ADD CONSTRAINT "contact_email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_email_verifications_user_id_email_idx" ON "contact_email_verifications" USING btree ("user_id","email");--> statement-breakpoint
-- 3. One open report per reporter and product. Open duplicates that already exist are merged into the
--    oldest: the later ones are kept, dismissed (nothing is deleted).
UPDATE "reported_items" r SET "status" = 'dismissed'
  WHERE r."status" = 'open' AND EXISTS (
    SELECT 1 FROM "reported_items" older
    WHERE older."user_id" = r."user_id" AND older."product_id" = r."product_id" AND older."status" = 'open'
      AND (older."created_at", older."id") < (r."created_at", r."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "reported_items_one_open_per_reporter_key" ON "reported_items" USING btree ("user_id","product_id") WHERE "reported_items"."status" = 'open';
