-- The store admin's stock journal: an EXPIRED category for goods past their date.
ALTER TYPE "public"."stock_change_category" ADD VALUE 'EXPIRED';