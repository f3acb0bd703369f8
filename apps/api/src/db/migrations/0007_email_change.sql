-- E-mail change: a CHANGE_EMAIL link goes to the new address and carries it
-- (email_tokens.new_email); the account's e-mail changes only when that link is opened.
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'CHANGE_EMAIL';--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;