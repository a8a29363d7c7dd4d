-- Each order line keeps the commission rate of the moment it was ordered; lines that already exist take
-- the rate in force now (the only rate they were ever computed with).
ALTER TABLE "order_lines" ADD COLUMN "commission_rate_bps" integer;--> statement-breakpoint
UPDATE "order_lines" SET "commission_rate_bps" = (SELECT "commission_rate_bps" FROM "marketplace_settings" LIMIT 1);--> statement-breakpoint
UPDATE "order_lines" SET "commission_rate_bps" = 1000 WHERE "commission_rate_bps" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "commission_rate_bps" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_commission_check" CHECK ("order_lines"."commission_rate_bps" between 0 and 10000);
