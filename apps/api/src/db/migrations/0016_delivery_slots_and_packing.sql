CREATE TYPE "public"."packing_line_state" AS ENUM('PENDING', 'PACKED', 'SHORT', 'SUBSTITUTED');--> statement-breakpoint
CREATE TYPE "public"."substitution_preference" AS ENUM('SIMILAR', 'CHOSEN', 'REFUND');--> statement-breakpoint
ALTER TYPE "public"."stock_move_cause" ADD VALUE 'PACKING';--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"slot_id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slots_booked_in_range" CHECK ("delivery_slots"."booked" >= 0 and "delivery_slots"."booked" <= "delivery_slots"."capacity"),
	CONSTRAINT "delivery_slots_window" CHECK ("delivery_slots"."starts_at" < "delivery_slots"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "product_notes" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_notes_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "slot_patterns" (
	"slot_pattern_id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_patterns_weekday" CHECK ("slot_patterns"."weekday" between 0 and 6),
	CONSTRAINT "slot_patterns_window" CHECK ("slot_patterns"."start_minute" >= 0 and "slot_patterns"."end_minute" <= 1440 and "slot_patterns"."start_minute" < "slot_patterns"."end_minute"),
	CONSTRAINT "slot_patterns_capacity" CHECK ("slot_patterns"."capacity" > 0),
	CONSTRAINT "slot_patterns_cutoff" CHECK ("slot_patterns"."cutoff_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_closed_days" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_closed_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitution" "substitution_preference" DEFAULT 'SIMILAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution" "substitution_preference" DEFAULT 'SIMILAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packing_state" "packing_line_state" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "short_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_inventory_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_cart_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "free_shipping_threshold" integer;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notes" ADD CONSTRAINT "product_notes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notes" ADD CONSTRAINT "product_notes_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_patterns" ADD CONSTRAINT "slot_patterns_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_closed_days" ADD CONSTRAINT "store_closed_days_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_closed_days" ADD CONSTRAINT "store_closed_days_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_store_start_uq" ON "delivery_slots" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "delivery_slots_starts_idx" ON "delivery_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_patterns_store_window_uq" ON "slot_patterns" USING btree ("store_id","weekday","start_minute");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_substitute_product_id_products_product_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_product_id_products_product_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_inventory_id_inventories_inventory_id_fk" FOREIGN KEY ("substitute_inventory_id") REFERENCES "public"."inventories"("inventory_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_id_delivery_slots_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("slot_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_packed_by_users_user_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_by_users_user_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_driver_token_uq" ON "orders" USING btree ("driver_token_hash");--> statement-breakpoint
CREATE INDEX "orders_uncommitted_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'AWAITING_PAYMENT' and "orders"."committed_at" is null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_short_in_range" CHECK ("order_items"."short_quantity" >= 0 and "order_items"."short_quantity" <= "order_items"."quantity" + "order_items"."free_quantity");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_nonnegative" CHECK ("order_items"."substitute_quantity" >= 0 and "order_items"."substitute_price" >= 0);--> statement-breakpoint
-- Orders placed before this migration were committed when they were placed (their deadline ran
-- from checkout); orders already sent out were packed whole.
UPDATE "orders" SET "committed_at" = "created_at" WHERE "committed_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "packed_at" = "shipped_at" WHERE "shipped_at" IS NOT NULL AND "packed_at" IS NULL;--> statement-breakpoint
UPDATE "order_items" SET "packing_state" = 'PACKED' WHERE "order_id" IN (SELECT "order_id" FROM "orders" WHERE "shipped_at" IS NOT NULL);
