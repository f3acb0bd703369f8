-- The shopper's search as people type it (read-models/shelf-search.ts, docs/product.md §7).
--
-- A search compares texts through lumbung_search_text: lower case, accents dropped (unaccent),
-- words split by one space where the text has spaces, hyphens, slashes, commas or full stops, any
-- other character than a letter or digit dropped. So "Crème", "CREME" and "creme" are one word,
-- "Cumi-Cumi" is "cumi cumi", and a search for "a%a" is "aa", not two words "a". unaccent() itself
-- is only STABLE (its rules could be edited); the shop never edits them, so the wrapper is
-- IMMUTABLE and may feed a stored column and an index.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE FUNCTION "lumbung_search_text"(input text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT btrim(regexp_replace(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)),
		'[^[:alnum:][:space:],./-]+', '', 'g'), '[[:space:],./-]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"group_name" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_synonyms_term_group_name_pk" PRIMARY KEY("term","group_name"),
	CONSTRAINT "search_synonyms_term_searchable" CHECK (char_length("search_synonyms"."term") >= 3 and "search_synonyms"."term" = lumbung_search_text("search_synonyms"."term"))
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_group_idx" ON "search_synonyms" USING btree ("group_name");
--> statement-breakpoint
-- Every product's name as the search compares it, kept with the row: found through the trigram
-- index below (LIKE '%term%'), whose check of each candidate then reads a stored text instead of
-- running unaccent again. products keeps it rather than catalogue_items: a product's name changes
-- rarely, while catalogue_items takes a new row version at every stock move, and each new version
-- would be indexed again. Not in schema.ts, like the catalogue read model: nothing but the search
-- reads it.
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lumbung_search_text("product_name")) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops) WHERE NOT "is_deleted";
--> statement-breakpoint
-- Every word of 3 letters or more of every product name, ever: what a misspelt search word is
-- compared with (similarity, through the trigram index) to find the word meant, and the words of a
-- "did you mean". Only added to: a word no longer on any shelf costs a look-up that finds nothing.
CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "catalogue_words_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalogue_words (word)
	SELECT DISTINCT w.word FROM new_products p, unnest(string_to_array(p.search_name, ' ')) AS w(word)
	WHERE char_length(w.word) >= 3 AND w.word !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_words_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS new_products
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_from_products"();
--> statement-breakpoint
CREATE TRIGGER "products_words_update" AFTER UPDATE ON "products"
	REFERENCING NEW TABLE AS new_products
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_from_products"();
--> statement-breakpoint
INSERT INTO "catalogue_words" (word)
SELECT DISTINCT w.word FROM "products" p, unnest(string_to_array(p.search_name, ' ')) AS w(word)
WHERE char_length(w.word) >= 3 AND w.word !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The groups: the Indonesian names (and their common spellings), then the English ones. A term of
-- several words stands for its whole phrase ("minyak goreng"), a term of one word for that word.
INSERT INTO "search_synonyms" (group_name, term)
SELECT g.group_name, t.term
FROM (VALUES
	('apple', ARRAY['apel', 'apple', 'apples']),
	('banana', ARRAY['pisang', 'banana', 'bananas']),
	('orange', ARRAY['jeruk', 'orange', 'oranges']),
	('mango', ARRAY['mangga', 'mango', 'mangoes', 'mangos']),
	('watermelon', ARRAY['semangka', 'watermelon']),
	('grape', ARRAY['anggur', 'grape', 'grapes']),
	('strawberry', ARRAY['stroberi', 'strawberry', 'strawberries']),
	('avocado', ARRAY['alpukat', 'avokad', 'avocado']),
	('pineapple', ARRAY['nanas', 'nenas', 'pineapple']),
	('tomato', ARRAY['tomat', 'tomato', 'tomatoes']),
	('potato', ARRAY['kentang', 'potato', 'potatoes']),
	('carrot', ARRAY['wortel', 'carrot', 'carrots']),
	('spinach', ARRAY['bayam', 'spinach']),
	('water spinach', ARRAY['kangkung', 'kangkong', 'water spinach']),
	('broccoli', ARRAY['brokoli', 'broccoli']),
	('corn', ARRAY['jagung', 'corn']),
	('eggplant', ARRAY['terong', 'terung', 'eggplant', 'aubergine']),
	('chili', ARRAY['cabai', 'cabe', 'cabai rawit', 'cabe rawit', 'chili', 'chilli', 'chilies', 'chillies']),
	('shallot', ARRAY['bawang merah', 'shallot', 'shallots', 'red onion']),
	('garlic', ARRAY['bawang putih', 'garlic']),
	('chicken', ARRAY['ayam', 'chicken']),
	('egg', ARRAY['telur', 'telor', 'egg', 'eggs']),
	('duck', ARRAY['bebek', 'itik', 'duck']),
	('beef', ARRAY['daging sapi', 'sapi', 'beef']),
	('goat', ARRAY['kambing', 'goat', 'mutton']),
	('meat', ARRAY['daging', 'meat']),
	('fish', ARRAY['ikan', 'fish']),
	('shrimp', ARRAY['udang', 'prawn', 'prawns', 'shrimp', 'shrimps']),
	('squid', ARRAY['cumi', 'sotong', 'squid']),
	('mussel', ARRAY['kerang', 'clam', 'clams', 'mussel', 'mussels']),
	('crab', ARRAY['kepiting', 'crab']),
	('anchovy', ARRAY['ikan teri', 'anchovy', 'anchovies']),
	('rice', ARRAY['beras', 'rice']),
	('noodle', ARRAY['mie', 'bihun', 'noodle', 'noodles', 'vermicelli']),
	('oat', ARRAY['oat', 'oats', 'oatmeal']),
	('milk', ARRAY['susu', 'milk']),
	('cheese', ARRAY['keju', 'cheese']),
	('butter', ARRAY['mentega', 'butter']),
	('margarine', ARRAY['margarin', 'margarine']),
	('yogurt', ARRAY['yoghurt', 'yogurt']),
	('cream', ARRAY['krim', 'cream']),
	('sugar', ARRAY['gula', 'sugar']),
	('flour', ARRAY['tepung', 'flour']),
	('salt', ARRAY['garam', 'salt']),
	('pepper', ARRAY['merica', 'lada', 'pepper']),
	('coriander', ARRAY['ketumbar', 'coriander']),
	('ginger', ARRAY['jahe', 'ginger']),
	('shrimp paste', ARRAY['terasi', 'belacan', 'shrimp paste']),
	('oil', ARRAY['minyak', 'oil']),
	('cooking oil', ARRAY['minyak goreng', 'migor', 'minyak sayur', 'cooking oil', 'vegetable oil']),
	('olive oil', ARRAY['minyak zaitun', 'olive oil']),
	('coconut', ARRAY['kelapa', 'coconut']),
	('coconut milk', ARRAY['santan', 'coconut milk']),
	('coconut water', ARRAY['air kelapa', 'coconut water']),
	('honey', ARRAY['madu', 'honey']),
	('soy sauce', ARRAY['kecap', 'kecap manis', 'soy sauce', 'sweet soy sauce']),
	('sauce', ARRAY['saus', 'saos', 'sauce']),
	('chili sauce', ARRAY['sambal', 'chili sauce', 'hot sauce']),
	('coffee', ARRAY['kopi', 'coffee']),
	('tea', ARRAY['teh', 'tea']),
	('water', ARRAY['air mineral', 'mineral water', 'water']),
	('juice', ARRAY['jus', 'juice']),
	('syrup', ARRAY['sirup', 'syrup']),
	('chocolate', ARRAY['cokelat', 'coklat', 'chocolate']),
	('peanut', ARRAY['kacang', 'peanut', 'peanuts', 'nuts']),
	('mung bean', ARRAY['kacang hijau', 'mung bean', 'mung beans']),
	('bread', ARRAY['roti', 'bread']),
	('cake', ARRAY['kue', 'bolu', 'cake', 'cakes']),
	('biscuit', ARRAY['biskuit', 'biscuit', 'biscuits', 'cookie', 'cookies']),
	('chips', ARRAY['keripik', 'kripik', 'chips']),
	('crackers', ARRAY['kerupuk', 'krupuk', 'crackers']),
	('sausage', ARRAY['sosis', 'sausage', 'sausages']),
	('tofu', ARRAY['tahu', 'tofu']),
	('tempeh', ARRAY['tempe', 'tempeh'])
) AS g(group_name, terms), unnest(g.terms) AS t(term)
ON CONFLICT DO NOTHING;
