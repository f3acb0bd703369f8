-- The texts of catalogue_items without their closing brace. Every read adds the stock
-- to the text it picked with catalogue_with_stock (0010); that took the text minus its last
-- character with left(body, -1), which in a UTF-8 database counts every character of the text
-- (about 2 µs for a 400-byte card, a tenth of a page's statement on PGlite). The texts are now
-- stored open, `{"inventory_id" : 1, … , "product_image" : "…"` without the final `}`, the brace
-- is dropped once when a row is written, and a read only appends `, "user_stock" : n}`.
CREATE OR REPLACE FUNCTION "catalogue_with_stock"(body text, stock integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT body || ', "user_stock" : ' || stock::text || '}'
$$;
--> statement-breakpoint
-- One item of the shopper's list (contracts: ShopperProduct) without its stock and its closing
-- brace, under discount d (null for none).
CREATE OR REPLACE FUNCTION "catalogue_card"(i inventories, p products, category_name text, image text, d discounts, unit_price integer, bogo_name text)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT left(json_build_object(
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
	)::text, -1)
$$;
--> statement-breakpoint
-- One product of one store (contracts: ShopperProductDetail) without its stock and its closing
-- brace, under discount d (null for none).
CREATE OR REPLACE FUNCTION "catalogue_detail"(i inventories, p products, category_name text, store_name text, images json, d discounts, unit_price integer, bogo_name text)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT left(json_build_object(
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
	)::text, -1)
$$;
--> statement-breakpoint
-- The rows of an existing database: their texts, open.
UPDATE "catalogue_items" c
SET card = s.card, detail = s.detail, offer_cards = s.offer_cards, offer_details = s.offer_details
FROM "catalogue_item_source" s
WHERE s.inventory_id = c.inventory_id;
