-- Indexes of the order jobs' follow-up; see docs/decisions/0019-jobs-inside-the-api-process.md.
-- user_vouchers by the cart line and by the cart they are applied to (partial: most rows are on
-- neither); idempotency_keys by age, for the housekeeping job that drops keys older than a day.
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_vouchers_cart_item_idx" ON "user_vouchers" USING btree ("cart_item_id") WHERE "user_vouchers"."cart_item_id" is not null;--> statement-breakpoint
CREATE INDEX "user_vouchers_cart_idx" ON "user_vouchers" USING btree ("cart_id") WHERE "user_vouchers"."cart_id" is not null;
