ALTER TABLE "addresses" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "category_name_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;