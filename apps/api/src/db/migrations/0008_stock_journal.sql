-- The store admin's stock journal (issue 13): an EXPIRED category for goods past their date.
ALTER TYPE "public"."stock_change_category" ADD VALUE 'EXPIRED';