-- Storefront lists at the limit; see docs/decisions/0011-catalogue-read-model.md.
--
-- catalogue_items (migration 0002) now holds what a shopper's card and product page show, written
-- as JSON by the database: `card` (one item of GET /api/users/products/{storeId}) and `detail` (the
-- `inventory` of GET /api/users/products/detail/{inventoryId}) as they read with no discount, and,
-- per discount of the inventory that has not ended, its window and the same two texts under it:
-- offer_starts / offer_ends / offer_prices / offer_cards / offer_details, in the order a shopper
-- gets them (lowest unit price, then the newest discount). A read takes the first offer whose window
-- holds the current time, else the plain text: a discount that starts or ends needs no write, and a
-- page needs no look-up per item. The arrays are null when no discount is due, which is most rows.
--
-- catalogue_item_source (a view over the source tables) says what a row must hold; the triggers
-- below rewrite the rows a change touches from it, in the same transaction: a stock move, a product
-- (name, price, category, description, deletion; a free product's name), a picture, a discount, a
-- category name, a store name. Nothing else writes catalogue_items.

-- What one unit costs under discount d: the SQL twin of domain/discount-rules.ts (UNIT_PRICE_SQL,
-- unitPriceAfterDiscount); a test holds the three together.
CREATE FUNCTION "catalogue_unit_price"(price integer, d discounts) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT (CASE
		WHEN d.min_purchase IS NOT NULL AND price < d.min_purchase THEN price
		WHEN d.type = 'PERCENTAGE' THEN price - least((price::bigint * d.value) / 100, coalesce(d.max_discount, price))
		WHEN d.type = 'NOMINAL' THEN greatest(price - d.value, 0)
		ELSE price
	END)::int
$$;
--> statement-breakpoint
-- One item of the shopper's list (contracts: ShopperProduct), under discount d (null for none).
CREATE FUNCTION "catalogue_card"(i inventories, p products, category_name text, image text, d discounts, unit_price integer, bogo_name text)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT json_build_object(
		'inventory_id', i.inventory_id,
		'product_id', p.product_id,
		'product_name', p.product_name,
		'category_id', p.category_id,
		'category_name', category_name,
		'price', p.price,
		'discounted_price', coalesce(unit_price, p.price),
		'discount_type', d.type,
		'discount_value', CASE WHEN d.type = 'BOGO' THEN NULL ELSE d.value END,
		'bogo_product_name', CASE WHEN d.type = 'BOGO' THEN bogo_name END,
		'user_stock', i.stock,
		'product_image', image
	)::text
$$;
--> statement-breakpoint
-- One product of one store (contracts: ShopperProductDetail), under discount d (null for none).
CREATE FUNCTION "catalogue_detail"(i inventories, p products, category_name text, store_name text, images json, d discounts, unit_price integer, bogo_name text)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT json_build_object(
		'inventory_id', i.inventory_id,
		'product_id', p.product_id,
		'product_name', p.product_name,
		'description', p.description,
		'category_id', p.category_id,
		'category_name', category_name,
		'price', p.price,
		'discounted_price', coalesce(unit_price, p.price),
		'discount_type', d.type,
		'discount_value', CASE WHEN d.type = 'BOGO' THEN NULL ELSE d.value END,
		'bogo_product_id', CASE WHEN d.type = 'BOGO' THEN d.bogo_product_id END,
		'bogo_product_name', CASE WHEN d.type = 'BOGO' THEN bogo_name END,
		'min_purchase', d.min_purchase,
		'max_discount', d.max_discount,
		'discount_description', d.description,
		'discount_end_date', to_char(d.end_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'user_stock', i.stock,
		'store_id', i.store_id,
		'store_name', store_name,
		'product_images', coalesce(images, '[]'::json)
	)::text
$$;
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "card" text;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "offer_starts" timestamp with time zone[];--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "offer_ends" timestamp with time zone[];--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "offer_prices" integer[];--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "offer_cards" text[];--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "offer_details" text[];--> statement-breakpoint

-- What each row must hold, from the source tables. Discounts that ended are left out (they never
-- run again without a write, which rewrites the row); those still to start are kept.
CREATE VIEW "catalogue_item_source" AS
SELECT i.inventory_id, i.store_id, i.product_id, p.category_id, p.product_name, p.price, i.stock, i.created_at,
	NOT p.is_deleted AS is_live,
	catalogue_card(i, p, cat.category_name, img.product_image, NULL, NULL, NULL) AS card,
	catalogue_detail(i, p, cat.category_name, s.store_name, imgs.images, NULL, NULL, NULL) AS detail,
	o.starts AS offer_starts, o.ends AS offer_ends, o.prices AS offer_prices, o.cards AS offer_cards, o.details AS offer_details
FROM inventories i
JOIN products p ON p.product_id = i.product_id
JOIN categories cat ON cat.category_id = p.category_id
JOIN stores s ON s.store_id = i.store_id
LEFT JOIN LATERAL (
	SELECT pi.product_image FROM product_images pi WHERE pi.product_id = p.product_id
	ORDER BY pi.is_primary DESC, pi.product_image_id LIMIT 1
) img ON true
LEFT JOIN LATERAL (
	SELECT json_agg(json_build_object('product_image', pi.product_image, 'is_primary', pi.is_primary)
		ORDER BY pi.is_primary DESC, pi.product_image_id) AS images
	FROM product_images pi WHERE pi.product_id = p.product_id
) imgs ON true
LEFT JOIN LATERAL (
	SELECT
		array_agg(d.start_date ORDER BY u.unit_price, d.discount_id DESC) AS starts,
		array_agg(d.end_date ORDER BY u.unit_price, d.discount_id DESC) AS ends,
		array_agg(u.unit_price ORDER BY u.unit_price, d.discount_id DESC) AS prices,
		array_agg(catalogue_card(i, p, cat.category_name, img.product_image, d, u.unit_price, bogo.product_name)
			ORDER BY u.unit_price, d.discount_id DESC) AS cards,
		array_agg(catalogue_detail(i, p, cat.category_name, s.store_name, imgs.images, d, u.unit_price, bogo.product_name)
			ORDER BY u.unit_price, d.discount_id DESC) AS details
	FROM discounts d
	CROSS JOIN LATERAL (SELECT catalogue_unit_price(p.price, d) AS unit_price) u
	LEFT JOIN products bogo ON bogo.product_id = d.bogo_product_id
	WHERE d.inventory_id = i.inventory_id AND d.is_active AND NOT d.is_deleted AND d.end_date >= now()
) o ON true;
--> statement-breakpoint

-- Rewrites the given rows from their sources.
-- plpgsql, so the statement's plan is kept for the session (an SQL function is planned per call).
-- A row or a few per call, all through indexes: the plan is made once (planning this join costs
-- more than running it, and a custom plan per call would be kept for `= ANY`), and never reads a
-- whole table, whatever size the tables had when it was made (a session outlives a shop's growth).
CREATE FUNCTION "catalogue_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
	UPDATE catalogue_items c
	SET store_id = s.store_id, product_id = s.product_id, category_id = s.category_id, product_name = s.product_name,
		price = s.price, stock = s.stock, created_at = s.created_at, is_live = s.is_live, card = s.card, detail = s.detail,
		offer_starts = s.offer_starts, offer_ends = s.offer_ends, offer_prices = s.offer_prices,
		offer_cards = s.offer_cards, offer_details = s.offer_details
	FROM catalogue_item_source s
	WHERE c.inventory_id = ANY(ids) AND s.inventory_id = c.inventory_id;
END;
$$;
--> statement-breakpoint

-- New inventories (one row or a bulk insert) get their whole rows.
CREATE OR REPLACE FUNCTION "catalogue_items_from_inventories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalogue_items (inventory_id, store_id, product_id, category_id, product_name, price, stock, created_at, is_live,
		card, detail, offer_starts, offer_ends, offer_prices, offer_cards, offer_details)
	SELECT s.inventory_id, s.store_id, s.product_id, s.category_id, s.product_name, s.price, s.stock, s.created_at, s.is_live,
		s.card, s.detail, s.offer_starts, s.offer_ends, s.offer_prices, s.offer_cards, s.offer_details
	FROM catalogue_item_source s
	WHERE s.inventory_id IN (SELECT inventory_id FROM new_inventories);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A stock move (the card shows the stock) and the rare change of store or product of an inventory.
CREATE OR REPLACE FUNCTION "catalogue_items_follow_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM catalogue_refresh(ARRAY[NEW.inventory_id]);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A product's change reaches every store that carries it, and a new name every card that gives it free.
CREATE OR REPLACE FUNCTION "catalogue_items_follow_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM catalogue_refresh(ARRAY(
		SELECT c.inventory_id FROM catalogue_items c WHERE c.product_id = NEW.product_id
		UNION
		SELECT d.inventory_id FROM discounts d
		WHERE OLD.product_name IS DISTINCT FROM NEW.product_name AND d.bogo_product_id = NEW.product_id
			AND d.inventory_id IS NOT NULL AND d.is_active AND NOT d.is_deleted
	));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_catalogue_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_update" AFTER UPDATE ON "products"
	FOR EACH ROW
	WHEN (OLD.product_name IS DISTINCT FROM NEW.product_name OR OLD.price IS DISTINCT FROM NEW.price
		OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
		OR OLD.description IS DISTINCT FROM NEW.description)
	EXECUTE FUNCTION "catalogue_items_follow_product"();
--> statement-breakpoint
-- A discount (new, edited, paused, deleted) rewrites the row of its inventory; store-wide ones show on no card.
CREATE FUNCTION "catalogue_items_follow_discount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM catalogue_refresh(ARRAY[NEW.inventory_id]);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM catalogue_refresh(ARRAY[OLD.inventory_id]);
	ELSE
		PERFORM catalogue_refresh(ARRAY[OLD.inventory_id, NEW.inventory_id]);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "discounts_catalogue_refresh" AFTER INSERT OR UPDATE OR DELETE ON "discounts"
	FOR EACH ROW EXECUTE FUNCTION "catalogue_items_follow_discount"();
--> statement-breakpoint
-- A picture added, changed or removed rewrites the rows of its product: once per statement, so a
-- bulk insert of pictures (an import, the benchmark's 100,000) costs one rewrite, not one per row.
CREATE FUNCTION "catalogue_items_follow_pictures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM catalogue_refresh(ARRAY(
			SELECT c.inventory_id FROM catalogue_items c WHERE c.product_id IN (SELECT product_id FROM new_pictures)));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM catalogue_refresh(ARRAY(
			SELECT c.inventory_id FROM catalogue_items c WHERE c.product_id IN (SELECT product_id FROM old_pictures)));
	ELSE
		PERFORM catalogue_refresh(ARRAY(
			SELECT c.inventory_id FROM catalogue_items c
			WHERE c.product_id IN (SELECT product_id FROM old_pictures UNION SELECT product_id FROM new_pictures)));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_insert" AFTER INSERT ON "product_images"
	REFERENCING NEW TABLE AS new_pictures
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_follow_pictures"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_update" AFTER UPDATE ON "product_images"
	REFERENCING OLD TABLE AS old_pictures NEW TABLE AS new_pictures
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_follow_pictures"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_delete" AFTER DELETE ON "product_images"
	REFERENCING OLD TABLE AS old_pictures
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_follow_pictures"();
--> statement-breakpoint
-- A category's new name, and a store's, rewrite the rows that show it.
CREATE FUNCTION "catalogue_items_follow_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM catalogue_refresh(ARRAY(SELECT c.inventory_id FROM catalogue_items c WHERE c.category_id = NEW.category_id));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_refresh" AFTER UPDATE ON "categories"
	FOR EACH ROW WHEN (OLD.category_name IS DISTINCT FROM NEW.category_name)
	EXECUTE FUNCTION "catalogue_items_follow_category"();
--> statement-breakpoint
CREATE FUNCTION "catalogue_items_follow_store"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM catalogue_refresh(ARRAY(SELECT c.inventory_id FROM catalogue_items c WHERE c.store_id = NEW.store_id));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stores_catalogue_refresh" AFTER UPDATE ON "stores"
	FOR EACH ROW WHEN (OLD.store_name IS DISTINCT FROM NEW.store_name)
	EXECUTE FUNCTION "catalogue_items_follow_store"();
--> statement-breakpoint

-- The rows of an existing database, then the texts are required.
UPDATE "catalogue_items" c
SET card = s.card, detail = s.detail, offer_starts = s.offer_starts, offer_ends = s.offer_ends,
	offer_prices = s.offer_prices, offer_cards = s.offer_cards, offer_details = s.offer_details
FROM "catalogue_item_source" s
WHERE s.inventory_id = c.inventory_id;
--> statement-breakpoint
ALTER TABLE "catalogue_items" ALTER COLUMN "card" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ALTER COLUMN "detail" SET NOT NULL;--> statement-breakpoint
-- The rows with a discount due, per store: the "on sale" list and the price sort read them.
CREATE INDEX "catalogue_items_offers_idx" ON "catalogue_items" USING btree ("store_id", "inventory_id") WHERE "is_live" AND "offer_ends" IS NOT NULL;
