-- Amounts that multiply or add up in 64 bits (decision record 026): a sale line of 10,000 at
-- 999,999.00 is 999,999,000,000 minor units, past integer's 2,147,483,647, and a line drafted from
-- sales carries a sale's whole amount as its unit price. The check multiplies in bigint too.
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_amount";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sale_lines" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_amount" CHECK ("sale_lines"."amount" = "sale_lines"."quantity"::bigint * "sale_lines"."unit_amount");
