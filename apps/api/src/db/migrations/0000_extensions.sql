-- Trigram search on product names (docs/architecture.md §3, issue "speed at scale").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
