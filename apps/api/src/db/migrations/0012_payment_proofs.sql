-- A cancelled order takes no payment: a proof of transfer still waiting for review when its order
-- was cancelled is closed as FAILED, with the cancel's reason as its note (the cancel does this
-- itself from now on, in its own transaction), so it leaves the store's review queue.
UPDATE "payments" p SET "payment_status" = 'FAILED', "note" = coalesce(p."note", o."cancel_reason"),
	"reviewed_at" = coalesce(o."cancelled_at", now()), "updated_at" = now()
FROM "orders" o
WHERE o."order_id" = p."order_id" AND o."status" = 'CANCELLED' AND p."payment_status" = 'AWAITING_CONFIRMATION';
--> statement-breakpoint
-- Proofs of transfer are private: pop_image keeps the file's key in the private storage
-- (proofs/<name>), never a public address, and the API shows it at /api/order/payment-proof/{id}
-- to the shopper and the store's staff only. Files kept on local disk under uploads/proofs/ are
-- moved to the private folder when the API starts (platform/storage.ts).
UPDATE "payments" SET "pop_image" = substr("pop_image", length('/uploads/') + 1)
WHERE "pop_image" LIKE '/uploads/proofs/%';
