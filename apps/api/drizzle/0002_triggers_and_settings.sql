-- products.category_name / brand_name exist only so the generated search_document can weigh them
-- (a generated column cannot join). These triggers keep them true, so application code never writes them.
-- Generated columns are computed after BEFORE triggers, so search_document sees the copied names.
CREATE OR REPLACE FUNCTION products_copy_taxonomy_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_name := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
  NEW.brand_name := coalesce((SELECT name FROM brands WHERE id = NEW.brand_id), '');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Listing category_name and brand_name too means a stray write to them is corrected at once.
CREATE TRIGGER products_copy_taxonomy_names
BEFORE INSERT OR UPDATE OF category_id, brand_id, category_name, brand_name ON products
FOR EACH ROW EXECUTE FUNCTION products_copy_taxonomy_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_propagate_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_name = NEW.name WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_propagate_name
AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION categories_propagate_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_propagate_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET brand_name = NEW.name WHERE brand_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_propagate_name
AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION brands_propagate_name();
--> statement-breakpoint
-- marketplace_settings is a single row that services only ever update (see schema/settings.ts).
INSERT INTO marketplace_settings (id) VALUES (true) ON CONFLICT (id) DO NOTHING;
