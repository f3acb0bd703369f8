-- Trigram search on product names (DESIGN §3, issue "speed at scale").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
