-- Stock moves write only the stock; see docs/decisions/0011-catalogue-read-model.md.
--
-- Migration 0009 wrote each row's stock into its texts (card, detail and every offer's), so a stock
-- move (a checkout, a cancel, a restock) rewrote the whole row from catalogue_item_source: its
-- joins, its pictures and discounts, and the JSON of every text. Now the texts hold no stock: a
-- stock move sets catalogue_items.stock alone, and a read puts the stock into the text it picked
-- (catalogue_with_stock, used by read-models/shelf.ts), so the list and the product page show the stock
-- of the same row they sort on.

-- A card or product page text of catalogue_items with its stock: the text is a JSON object that
-- json_build_object wrote, so its last character is the closing brace. An SQL expression that the
-- planner inlines into the reading statement.
CREATE FUNCTION "catalogue_with_stock"(body text, stock integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT left(body, -1) || ', "user_stock" : ' || stock::text || '}'
$$;
--> statement-breakpoint
-- One item of the shopper's list (contracts: ShopperProduct) without its stock, under discount d (null for none).
CREATE OR REPLACE FUNCTION "catalogue_card"(i inventories, p products, category_name text, image text, d discounts, unit_price integer, bogo_name text)
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
		'product_image', image
	)::text
$$;
--> statement-breakpoint
-- One product of one store (contracts: ShopperProductDetail) without its stock, under discount d (null for none).
CREATE OR REPLACE FUNCTION "catalogue_detail"(i inventories, p products, category_name text, store_name text, images json, d discounts, unit_price integer, bogo_name text)
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
		'store_id', i.store_id,
		'store_name', store_name,
		'product_images', coalesce(images, '[]'::json)
	)::text
$$;
--> statement-breakpoint
-- A stock move sets the stock alone; the rare change of store, product or start date of an
-- inventory still rewrites its row.
CREATE OR REPLACE FUNCTION "catalogue_items_follow_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.store_id IS DISTINCT FROM NEW.store_id OR OLD.product_id IS DISTINCT FROM NEW.product_id
		OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
		PERFORM catalogue_refresh(ARRAY[NEW.inventory_id]);
	ELSE
		UPDATE catalogue_items SET stock = NEW.stock WHERE inventory_id = NEW.inventory_id;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The rows of an existing database: their texts without the stock.
UPDATE "catalogue_items" c
SET card = s.card, detail = s.detail, offer_cards = s.offer_cards, offer_details = s.offer_details
FROM "catalogue_item_source" s
WHERE s.inventory_id = c.inventory_id;
