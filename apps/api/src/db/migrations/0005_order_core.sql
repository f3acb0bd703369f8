-- The order core; see docs/decisions/0022-the-domain-is-the-only-writer.md.
-- stock_journals.cause: what moved each entry (domain/stock.ts). Entries written before it are
-- read from their category: SOLD came from checkouts, CANCELLED_ORDER from a cancel (by the
-- system, the expiry job, when nobody is named), everything else from stock journals and the seed.
-- order_status_history: every status change of an order; orders placed before it get their
-- first row (placed) and, for a cancelled one, the cancel.
CREATE TYPE "public"."stock_move_cause" AS ENUM('ORDER', 'CANCEL', 'EXPIRY', 'STOCK_JOURNAL');--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"order_status_history_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"changed_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_journals" ADD COLUMN "cause" "stock_move_cause" DEFAULT 'STOCK_JOURNAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","order_status_history_id");--> statement-breakpoint
UPDATE "stock_journals" SET "cause" = CASE
  WHEN "change_category" = 'SOLD' AND "order_id" IS NOT NULL THEN 'ORDER'::"stock_move_cause"
  WHEN "change_category" = 'CANCELLED_ORDER' AND "created_by" IS NULL THEN 'EXPIRY'::"stock_move_cause"
  WHEN "change_category" = 'CANCELLED_ORDER' THEN 'CANCEL'::"stock_move_cause"
  ELSE 'STOCK_JOURNAL'::"stock_move_cause" END
WHERE "change_category" IN ('SOLD', 'CANCELLED_ORDER');--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "from_status", "to_status", "changed_by", "reason", "created_at")
SELECT "order_id", NULL, 'AWAITING_PAYMENT', "user_id", NULL, "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "from_status", "to_status", "changed_by", "reason", "created_at")
SELECT "order_id", 'AWAITING_PAYMENT', 'CANCELLED', NULL, "cancel_reason", coalesce("cancelled_at", "updated_at")
FROM "orders" WHERE "status" = 'CANCELLED';
