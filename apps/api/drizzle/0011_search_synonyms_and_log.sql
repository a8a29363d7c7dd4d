CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_check" CHECK (cardinality("search_synonyms"."terms") >= 2)
);
--> statement-breakpoint
CREATE INDEX "search_query_days_day_idx" ON "search_query_days" USING btree ("day");--> statement-breakpoint
-- A starting list of synonyms an admin can edit (Admin → Search); words shoppers use for the same thing.
INSERT INTO "search_synonyms" ("terms") VALUES
  (ARRAY['tee', 't-shirt', 'tshirt']),
  (ARRAY['sneakers', 'trainers']),
  (ARRAY['sofa', 'couch']),
  (ARRAY['tv', 'television']),
  (ARRAY['earphones', 'earbuds']),
  (ARRAY['laptop', 'notebook']);
