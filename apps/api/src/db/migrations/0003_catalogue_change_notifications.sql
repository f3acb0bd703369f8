-- Catalogue change notifications; see docs/decisions/0011-catalogue-read-model.md.
--
-- Every change that alters what a shopper's product list shows sends NOTIFY catalogue_changed
-- with the store id whose shelves changed, or '*' when any store's may have. NOTIFY is delivered
-- at commit, to every listening connection, so a cache of product lists (the API keeps one with
-- the embedded database) drops exactly what a committed change made stale. Duplicates inside one
-- transaction are merged by PostgreSQL.
--
-- Only sessions that set lumbung.catalogue_notify = 'on' notify (the API sets it on its one
-- PGlite session). On a PostgreSQL server nobody listens, and a committing transaction that has
-- notified takes a cluster-wide lock: busy checkouts must not queue on it for nothing.

CREATE FUNCTION "catalogue_notify_store"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('lumbung.catalogue_notify', true) IS DISTINCT FROM 'on' THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('catalogue_changed', OLD.store_id::text);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('catalogue_changed', NEW.store_id::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('lumbung.catalogue_notify', true) IS DISTINCT FROM 'on' THEN
		RETURN NULL;
	END IF;
	PERFORM pg_notify('catalogue_changed', '*');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Shelves (stock, name, price, category, liveness: all mirrored here) and store discounts: per store.
CREATE TRIGGER "catalogue_items_notify" AFTER INSERT OR UPDATE OR DELETE ON "catalogue_items"
	FOR EACH ROW EXECUTE FUNCTION "catalogue_notify_store"();
--> statement-breakpoint
CREATE TRIGGER "discounts_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE ON "discounts"
	FOR EACH ROW EXECUTE FUNCTION "catalogue_notify_store"();
--> statement-breakpoint
-- Category names, product pictures and stores (a deleted store falls back to store 28): everywhere.
CREATE TRIGGER "categories_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "stores_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_all"();
