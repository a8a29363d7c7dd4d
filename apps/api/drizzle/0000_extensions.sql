-- pg_trgm powers the one-typo-tolerant product search (trigram GIN index on lower(product_name)).
-- It is a trusted extension (PostgreSQL 13+), so a database owner without superuser may create it.
-- PGlite needs the extension bundle loaded at start-up: see src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
