-- Storefront read model ("speed at scale"); see docs/decisions/0011-catalogue-read-model.md.
--
-- A shopper's product list filters on a store (inventories) and sorts on a product's name or price
-- (products): no index spans both tables, so with 100,000 products in a store every page would
-- sort the whole store. catalogue_items keeps, per inventory, the few product fields the list
-- sorts and filters on, next to the store, so each sort is one index range scan inside one store.
-- catalogue_counts keeps how many live items each store has per category, so the paging figures
-- need no count over the store.
--
-- Both tables are written only by the triggers below, in the same transaction as the change to
-- inventories or products that they mirror: nothing else may write them, and code that writes
-- inventories or products needs to know nothing about them. They are not in schema.ts on purpose
-- (drizzle-kit diffs schema.ts against the snapshots, so it neither creates nor drops them).

CREATE TABLE "catalogue_items" (
	"inventory_id" integer PRIMARY KEY NOT NULL REFERENCES "inventories"("inventory_id") ON DELETE CASCADE,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_name" text NOT NULL,
	-- The name as the list sorts it (case-insensitive); a plain column, so the sort index can
	-- answer a page by itself (index-only scan), which an index on lower(product_name) cannot.
	"sort_name" text GENERATED ALWAYS AS (lower("product_name")) STORED,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	-- When the store started carrying the product (inventories.created_at): "newest" on the shelf.
	"created_at" timestamp with time zone NOT NULL,
	-- false while the product is soft-deleted: the row stays so undeleting brings it back.
	"is_live" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_counts" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "catalogue_counts_pk" PRIMARY KEY ("store_id", "category_id"),
	CONSTRAINT "catalogue_counts_nonnegative" CHECK ("items" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_store_product_uq" ON "catalogue_items" USING btree ("store_id", "product_id");
--> statement-breakpoint
CREATE INDEX "catalogue_items_product_idx" ON "catalogue_items" USING btree ("product_id");
--> statement-breakpoint
-- One index per sort, and per sort inside a category; the inventory id breaks ties so paging is stable.
CREATE INDEX "catalogue_items_name_idx" ON "catalogue_items" USING btree ("store_id", "sort_name", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_price_idx" ON "catalogue_items" USING btree ("store_id", "price", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_created_idx" ON "catalogue_items" USING btree ("store_id", "created_at", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_stock_idx" ON "catalogue_items" USING btree ("store_id", "stock", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_category_name_idx" ON "catalogue_items" USING btree ("store_id", "category_id", "sort_name", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_category_price_idx" ON "catalogue_items" USING btree ("store_id", "category_id", "price", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_category_created_idx" ON "catalogue_items" USING btree ("store_id", "category_id", "created_at", "inventory_id") WHERE "is_live";
--> statement-breakpoint
CREATE INDEX "catalogue_items_category_stock_idx" ON "catalogue_items" USING btree ("store_id", "category_id", "stock", "inventory_id") WHERE "is_live";
--> statement-breakpoint
-- The running discounts of a store are looked up by inventory for every page.
CREATE INDEX "discounts_inventory_running_idx" ON "discounts" USING btree ("inventory_id", "end_date") WHERE "is_active" AND NOT "is_deleted";
--> statement-breakpoint

-- New inventories (one row or a bulk insert) get their catalogue rows.
CREATE FUNCTION "catalogue_items_from_inventories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalogue_items (inventory_id, store_id, product_id, category_id, product_name, price, stock, created_at, is_live)
	SELECT i.inventory_id, i.store_id, i.product_id, p.category_id, p.product_name, p.price, i.stock, i.created_at, NOT p.is_deleted
	FROM new_inventories i
	JOIN products p ON p.product_id = i.product_id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "inventories_catalogue_insert" AFTER INSERT ON "inventories"
	REFERENCING NEW TABLE AS new_inventories
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_from_inventories"();
--> statement-breakpoint

-- Stock moves (checkout, stock journal) and the rare change of store or product of an inventory.
CREATE FUNCTION "catalogue_items_follow_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_items c
	SET store_id = NEW.store_id, product_id = NEW.product_id, stock = NEW.stock, created_at = NEW.created_at,
		category_id = p.category_id, product_name = p.product_name, price = p.price, is_live = NOT p.is_deleted
	FROM products p
	WHERE c.inventory_id = NEW.inventory_id AND p.product_id = NEW.product_id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "inventories_catalogue_update" AFTER UPDATE ON "inventories"
	FOR EACH ROW
	WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.store_id IS DISTINCT FROM NEW.store_id
		OR OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION "catalogue_items_follow_inventory"();
--> statement-breakpoint

-- A product's name, price, category or deletion reaches every store that carries it.
CREATE FUNCTION "catalogue_items_follow_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_items
	SET category_id = NEW.category_id, product_name = NEW.product_name, price = NEW.price, is_live = NOT NEW.is_deleted
	WHERE product_id = NEW.product_id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_update" AFTER UPDATE ON "products"
	FOR EACH ROW
	WHEN (OLD.product_name IS DISTINCT FROM NEW.product_name OR OLD.price IS DISTINCT FROM NEW.price
		OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
	EXECUTE FUNCTION "catalogue_items_follow_product"();
--> statement-breakpoint

-- Counts per store and category of live items: bulk-friendly (one upsert per statement).
CREATE FUNCTION "catalogue_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalogue_counts AS cc (store_id, category_id, items)
	SELECT store_id, category_id, count(*) FROM new_items WHERE is_live GROUP BY store_id, category_id
	ON CONFLICT (store_id, category_id) DO UPDATE SET items = cc.items + EXCLUDED.items;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_count_insert" AFTER INSERT ON "catalogue_items"
	REFERENCING NEW TABLE AS new_items
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_after_insert"();
--> statement-breakpoint
CREATE FUNCTION "catalogue_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_counts cc SET items = cc.items - gone.n
	FROM (SELECT store_id, category_id, count(*) AS n FROM old_items WHERE is_live GROUP BY store_id, category_id) gone
	WHERE cc.store_id = gone.store_id AND cc.category_id = gone.category_id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_count_delete" AFTER DELETE ON "catalogue_items"
	REFERENCING OLD TABLE AS old_items
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_after_delete"();
--> statement-breakpoint
-- Only a change of store, category or liveness moves a count (a stock move does not fire this).
CREATE FUNCTION "catalogue_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.is_live THEN
		UPDATE catalogue_counts SET items = items - 1 WHERE store_id = OLD.store_id AND category_id = OLD.category_id;
	END IF;
	IF NEW.is_live THEN
		INSERT INTO catalogue_counts AS cc (store_id, category_id, items) VALUES (NEW.store_id, NEW.category_id, 1)
		ON CONFLICT (store_id, category_id) DO UPDATE SET items = cc.items + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_count_update" AFTER UPDATE ON "catalogue_items"
	FOR EACH ROW
	WHEN (OLD.is_live IS DISTINCT FROM NEW.is_live OR OLD.store_id IS DISTINCT FROM NEW.store_id
		OR OLD.category_id IS DISTINCT FROM NEW.category_id)
	EXECUTE FUNCTION "catalogue_counts_after_update"();
--> statement-breakpoint

-- Databases that already hold inventories (an existing ./data) get their rows now.
INSERT INTO "catalogue_items" (inventory_id, store_id, product_id, category_id, product_name, price, stock, created_at, is_live)
SELECT i.inventory_id, i.store_id, i.product_id, p.category_id, p.product_name, p.price, i.stock, i.created_at, NOT p.is_deleted
FROM "inventories" i
JOIN "products" p ON p.product_id = i.product_id;
