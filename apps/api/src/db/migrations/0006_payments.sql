-- Checkout and payments; see docs/decisions/0027-order-changes-answer-the-whole-order.md.
-- orders.shipping_city and distance_km: the chosen address's city and its distance from the store,
-- kept with the address (shipping is priced by the distance). payments.transaction_status: the
-- gateway's last word on a virtual account; payments.note: why a proof was refused.
-- orders_shipped_idx: the job that confirms shipped orders after 7 days.
ALTER TABLE "orders" ADD COLUMN "shipping_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "distance_km" double precision;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transaction_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'SHIPPED';