CREATE TYPE "public"."refund_method" AS ENUM('GATEWAY', 'BANK_TRANSFER');--> statement-breakpoint
CREATE TYPE "public"."refund_reason" AS ENUM('STORE_CANCELLED', 'PAID_AFTER_CANCEL', 'OVERPAID', 'SHORT_AT_PACKING');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('OWED', 'PROCESSING', 'PAID', 'FAILED');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'QRIS';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'GOPAY';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'SHOPEEPAY';--> statement-breakpoint
CREATE TABLE "refund_history" (
	"refund_history_id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"from_status" "refund_status",
	"to_status" "refund_status" NOT NULL,
	"changed_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" "refund_reason" NOT NULL,
	"method" "refund_method" NOT NULL,
	"status" "refund_status" DEFAULT 'OWED' NOT NULL,
	"cause_key" text NOT NULL,
	"refund_key" text NOT NULL,
	"gateway_refund_id" text,
	"bank_name" text,
	"account_number" text,
	"account_holder" text,
	"proof_image" text,
	"note" text,
	"created_by" integer,
	"updated_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bill_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "biller_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "qr_string" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "actions" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_history" ADD CONSTRAINT "refund_history_refund_id_refunds_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("refund_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_history" ADD CONSTRAINT "refund_history_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_history_refund_idx" ON "refund_history" USING btree ("refund_id","refund_history_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cause_uq" ON "refunds" USING btree ("cause_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_store_status_idx" ON "refunds" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");