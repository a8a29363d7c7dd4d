-- The search lexicon: every distinct word of product, brand and category names (schema/search-words.ts).
-- A search corrects its words against these few thousand rows, then runs plain full-text search.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of a text as the lexicon keeps them: lower-cased, unstemmed ('simple' configuration, so stop
-- words stay too), without tokens holding punctuation ("over-ear" also yields "over" and "ear"), which
-- a search word never is.
CREATE OR REPLACE FUNCTION search_words_of(body text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, body))) AS word
  WHERE word !~ '[[:punct:]]'
$$;
--> statement-breakpoint
-- Adds the words of `bodies` the lexicon lacks. Almost every call finds none and takes no lock. A new
-- word takes a transaction-level advisory lock first: concurrent transactions inserting the same new
-- words in different orders could otherwise deadlock on the primary key; with the lock they queue
-- (the key is arbitrary but fixed).
CREATE OR REPLACE FUNCTION search_words_learn(bodies text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  unseen text[];
BEGIN
  SELECT array_agg(DISTINCT candidate.word) INTO unseen
  FROM unnest(bodies) AS source(body)
  CROSS JOIN LATERAL search_words_of(source.body) AS candidate(word)
  WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = candidate.word);
  IF unseen IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(7318420918);
  INSERT INTO search_words (word) SELECT unnest(unseen) ON CONFLICT (word) DO NOTHING;
END;
$$;
--> statement-breakpoint
-- Inserts learn once per statement (the seeder writes thousands of products per INSERT).
CREATE OR REPLACE FUNCTION products_learn_inserted_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_learn(
    ARRAY(SELECT DISTINCT concat_ws(' ', product_name, brand_name, category_name) FROM inserted_products)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_learn_inserted_words
AFTER INSERT ON products
REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_learn_inserted_words();
--> statement-breakpoint
-- Updates learn per row, and only when a name changed: an UPDATE trigger with a transition table cannot
-- name columns, so it would run for every stock or rating update too. brand_name and category_name
-- change through the 0002 triggers, when a brand or category is renamed (they set the column) or when a
-- product moves to another one (they do not: an UPDATE OF list only sees the statement's own columns,
-- hence brand_id and category_id in it).
CREATE OR REPLACE FUNCTION products_learn_renamed_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_learn(ARRAY[concat_ws(' ', NEW.product_name, NEW.brand_name, NEW.category_name)]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_learn_renamed_words
AFTER UPDATE OF product_name, brand_name, category_name, brand_id, category_id ON products
FOR EACH ROW
WHEN (
  OLD.product_name IS DISTINCT FROM NEW.product_name
  OR OLD.brand_name IS DISTINCT FROM NEW.brand_name
  OR OLD.category_name IS DISTINCT FROM NEW.category_name
)
EXECUTE FUNCTION products_learn_renamed_words();
--> statement-breakpoint
-- The catalogue that exists already. Names repeat (10,137 distinct among the 1M demo products), so each
-- distinct name is parsed once: 2 s instead of 24 s on a million products.
INSERT INTO search_words (word)
SELECT DISTINCT candidate.word
FROM (SELECT DISTINCT concat_ws(' ', product_name, brand_name, category_name) AS body FROM products) AS names
CROSS JOIN LATERAL search_words_of(names.body) AS candidate(word)
ON CONFLICT (word) DO NOTHING;
