-- Where and how a business is paid, printed on its invoices (issue 38); empty until it says.
ALTER TABLE "business_settings" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "payment_terms" text;
