CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"display_name" text,
	"phone" text,
	"role" text DEFAULT 'buyer' NOT NULL,
	"country" text,
	"state" text,
	"city" text,
	"address" text,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_slug_unique" UNIQUE("slug"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('buyer', 'seller', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_categories_status_check" CHECK ("blog_categories"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"blog_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_comments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_comments_status_check" CHECK ("blog_comments"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"category_id" integer,
	"seo_title" text,
	"seo_description" text,
	"author_id" text,
	"post_by" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brands_status_check" CHECK ("brands"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_status_check" CHECK ("categories"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "sub_categories_status_check" CHECK ("sub_categories"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"ad_name" text NOT NULL,
	"ad_image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_one" text DEFAULT '' NOT NULL,
	"title_two" text DEFAULT '' NOT NULL,
	"badge" text,
	"category_link" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_slug_unique" UNIQUE("slug"),
	CONSTRAINT "advertisements_ad_name_unique" UNIQUE("ad_name"),
	CONSTRAINT "advertisements_status_check" CHECK ("advertisements"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "featured_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"category_id" integer NOT NULL,
	"serial" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "featured_categories_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "featured_categories_status_check" CHECK ("featured_categories"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_sale_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sale_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "flash_sale_items_sale_product_key" UNIQUE("flash_sale_id","product_id"),
	CONSTRAINT "flash_sale_items_status_check" CHECK ("flash_sale_items"."status" in ('active', 'inactive')),
	CONSTRAINT "flash_sale_items_sale_price_check" CHECK ("flash_sale_items"."sale_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"offer" text DEFAULT '' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image_home" text,
	"image_flash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sales_slug_unique" UNIQUE("slug"),
	CONSTRAINT "flash_sales_status_check" CHECK ("flash_sales"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "mega_menu_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mega_menu_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"category_id" integer NOT NULL,
	"serial" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mega_menu_entries_slug_unique" UNIQUE("slug"),
	CONSTRAINT "mega_menu_entries_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "mega_menu_entries_status_check" CHECK ("mega_menu_entries"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "mega_menu_sub_categories" (
	"mega_menu_entry_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"serial" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mega_menu_sub_categories_pkey" PRIMARY KEY("mega_menu_entry_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "popular_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popular_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"category_id" integer NOT NULL,
	"serial" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popular_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "popular_categories_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "popular_categories_status_check" CHECK ("popular_categories"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sliders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"serial" integer DEFAULT 0 NOT NULL,
	"badge" text,
	"title_one" text DEFAULT '' NOT NULL,
	"title_two" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"product_link" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sliders_slug_unique" UNIQUE("slug"),
	CONSTRAINT "sliders_status_check" CHECK ("sliders"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_purchase_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"items_number" integer NOT NULL,
	"apply_qty" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1,
	"seller_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coupons_discount_kind_check" CHECK ("coupons"."discount_kind" in ('amount', 'percent')),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('active', 'inactive')),
	CONSTRAINT "coupons_discount_value_check" CHECK ("coupons"."discount_value" > 0 and ("coupons"."discount_kind" <> 'percent' or "coupons"."discount_value" <= 100)),
	CONSTRAINT "coupons_minimum_purchase_check" CHECK ("coupons"."minimum_purchase_cents" >= 0),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."starts_at" < "coupons"."expires_at"),
	CONSTRAINT "coupons_items_number_check" CHECK ("coupons"."items_number" >= 0),
	CONSTRAINT "coupons_apply_qty_check" CHECK ("coupons"."apply_qty" >= 0 and "coupons"."apply_qty" <= "coupons"."items_number"),
	CONSTRAINT "coupons_per_user_limit_check" CHECK ("coupons"."per_user_limit" is null or "coupons"."per_user_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'unread' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('unread', 'read', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "reported_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reported_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "reported_items_status_check" CHECK ("reported_items"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" integer,
	"user_id" text NOT NULL,
	"seller_id" integer,
	"rating" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_slug_unique" UNIQUE("slug"),
	CONSTRAINT "reviews_user_product_key" UNIQUE("user_id","product_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "subscribers_status_check" CHECK ("subscribers"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"seller_id" integer NOT NULL,
	"product_slug" text NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text,
	"price_cents" integer NOT NULL,
	"offer_price_cents" integer,
	"quantity" integer NOT NULL,
	"line_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_slug_unique" UNIQUE("slug"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."price_cents" >= 0),
	CONSTRAINT "order_lines_offer_price_check" CHECK ("order_lines"."offer_price_cents" is null or ("order_lines"."offer_price_cents" >= 0 and "order_lines"."offer_price_cents" < "order_lines"."price_cents")),
	CONSTRAINT "order_lines_line_status_check" CHECK ("order_lines"."line_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"status" text NOT NULL,
	"note" text,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_events_status_check" CHECK ("order_status_events"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"user_id" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_code" text,
	"payment_method" text NOT NULL,
	"transaction_id" text,
	"order_status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"shipping_name" text NOT NULL,
	"shipping_phone" text NOT NULL,
	"shipping_email" text,
	"shipping_country" text NOT NULL,
	"shipping_state" text,
	"shipping_city" text NOT NULL,
	"shipping_address" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_slug_unique" UNIQUE("slug"),
	CONSTRAINT "orders_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'card')),
	CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'success')),
	CONSTRAINT "orders_subtotal_check" CHECK ("orders"."subtotal_cents" >= 0),
	CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_cents" >= 0 and "orders"."discount_cents" <= "orders"."subtotal_cents"),
	CONSTRAINT "orders_shipping_check" CHECK ("orders"."shipping_cents" >= 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"offer_price_cents" integer,
	"effective_price_cents" integer GENERATED ALWAYS AS (coalesce(offer_price_cents, price_cents)) STORED,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"brand_id" integer,
	"seller_id" integer NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"weight_grams" integer,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_top_product" boolean DEFAULT false NOT NULL,
	"is_new_arrival" boolean DEFAULT false NOT NULL,
	"is_best_product" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"approval_note" text,
	"seo_title" text,
	"seo_description" text,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(product_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(brand_name, '') || ' ' || coalesce(category_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'inactive')),
	CONSTRAINT "products_approval_status_check" CHECK ("products"."approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_offer_price_check" CHECK ("products"."offer_price_cents" is null or ("products"."offer_price_cents" >= 0 and "products"."offer_price_cents" < "products"."price_cents")),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" is null or "products"."weight_grams" >= 0),
	CONSTRAINT "products_rating_check" CHECK ("products"."rating" between 0 and 5),
	CONSTRAINT "products_review_count_check" CHECK ("products"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"user_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_slug" text,
	"shop_address" text,
	"shop_logo" text,
	"shop_cover" text,
	"description" text,
	"email" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_slug_unique" UNIQUE("slug"),
	CONSTRAINT "seller_applications_status_check" CHECK ("seller_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "seller_applications_decided_at_check" CHECK (("seller_applications"."status" = 'pending') = ("seller_applications"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"shop_address" text,
	"shop_logo" text,
	"shop_cover" text,
	"description" text,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "sellers_shop_slug_unique" UNIQUE("shop_slug"),
	CONSTRAINT "sellers_status_check" CHECK ("sellers"."status" in ('active', 'inactive')),
	CONSTRAINT "sellers_rating_check" CHECK ("sellers"."rating" between 0 and 5),
	CONSTRAINT "sellers_review_count_check" CHECK ("sellers"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "marketplace_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"commission_rate_bps" integer DEFAULT 1000 NOT NULL,
	"auto_approve_products" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_settings_single_row_check" CHECK ("marketplace_settings"."id"),
	CONSTRAINT "marketplace_settings_commission_check" CHECK ("marketplace_settings"."commission_rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_slug_unique" UNIQUE("slug"),
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_cart_slug_unique" UNIQUE("cart_slug"),
	CONSTRAINT "carts_user_product_key" UNIQUE("user_id","product_id"),
	CONSTRAINT "carts_quantity_check" CHECK ("carts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wishlist_slug" text DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 16) NOT NULL,
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_wishlist_slug_unique" UNIQUE("wishlist_slug"),
	CONSTRAINT "wishlists_user_product_key" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_categories" ADD CONSTRAINT "featured_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mega_menu_entries" ADD CONSTRAINT "mega_menu_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mega_menu_sub_categories" ADD CONSTRAINT "mega_menu_sub_categories_mega_menu_entry_id_mega_menu_entries_id_fk" FOREIGN KEY ("mega_menu_entry_id") REFERENCES "public"."mega_menu_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mega_menu_sub_categories" ADD CONSTRAINT "mega_menu_sub_categories_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_categories" ADD CONSTRAINT "popular_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_items" ADD CONSTRAINT "reported_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_items" ADD CONSTRAINT "reported_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_name_key" ON "blog_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "blog_comments_blog_id_created_at_idx" ON "blog_comments" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_comments_user_id_idx" ON "blog_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blogs_category_id_idx" ON "blogs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blogs_author_id_idx" ON "blogs" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "blogs_status_created_at_idx" ON "blogs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_status_idx" ON "brands" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_category_name_key" ON "sub_categories" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "featured_categories_status_serial_idx" ON "featured_categories" USING btree ("status","serial");--> statement-breakpoint
CREATE INDEX "flash_sale_items_product_id_idx" ON "flash_sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sales_one_active_key" ON "flash_sales" USING btree ("status") WHERE "flash_sales"."status" = 'active';--> statement-breakpoint
CREATE INDEX "mega_menu_entries_status_serial_idx" ON "mega_menu_entries" USING btree ("status","serial");--> statement-breakpoint
CREATE INDEX "mega_menu_sub_categories_sub_category_id_idx" ON "mega_menu_sub_categories" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "popular_categories_status_serial_idx" ON "popular_categories" USING btree ("status","serial");--> statement-breakpoint
CREATE INDEX "sliders_status_serial_idx" ON "sliders" USING btree ("status","serial");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_id_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_seller_id_idx" ON "coupons" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reported_items_product_id_idx" ON "reported_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reported_items_user_id_idx" ON "reported_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reported_items_status_created_at_idx" ON "reported_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_id_created_at_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_order_id_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_seller_id_idx" ON "reviews" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscribers_user_id_idx" ON "subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_seller_id_created_at_idx" ON "order_lines" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_events_order_id_at_idx" ON "order_status_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_status_events_order_line_id_idx" ON "order_status_events" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_status_events_actor_user_id_idx" ON "order_status_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_order_status_idx" ON "orders" USING btree ("order_status");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_id_idx" ON "products" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_seller_id_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "products_approval_queue_idx" ON "products" USING btree ("approval_status","created_at");--> statement-breakpoint
CREATE INDEX "products_visible_created_at_idx" ON "products" USING btree ("created_at") WHERE "products"."status" = 'active' and "products"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "products_visible_effective_price_idx" ON "products" USING btree ("effective_price_cents") WHERE "products"."status" = 'active' and "products"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "products_visible_rating_idx" ON "products" USING btree ("rating") WHERE "products"."status" = 'active' and "products"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "products_top_idx" ON "products" USING btree ("created_at") WHERE "products"."is_top_product";--> statement-breakpoint
CREATE INDEX "products_new_arrival_idx" ON "products" USING btree ("created_at") WHERE "products"."is_new_arrival";--> statement-breakpoint
CREATE INDEX "products_best_idx" ON "products" USING btree ("created_at") WHERE "products"."is_best_product";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("created_at") WHERE "products"."is_featured";--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("created_at") WHERE "products"."is_popular";--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("product_name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_pending_per_user_key" ON "seller_applications" USING btree ("user_id") WHERE "seller_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_applications_user_id_idx" ON "seller_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seller_applications_decided_by_idx" ON "seller_applications" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "seller_applications_status_created_at_idx" ON "seller_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_shop_name_key" ON "sellers" USING btree (lower("shop_name"));--> statement-breakpoint
CREATE INDEX "sellers_status_idx" ON "sellers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "carts_product_id_idx" ON "carts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlists_product_id_idx" ON "wishlists" USING btree ("product_id");