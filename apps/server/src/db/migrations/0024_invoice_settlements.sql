-- Issue 13, lists fast at scale: where each posted invoice and credit note stands (the invoices
-- list and the dashboards read payment status and what is open from here, through indexes), and
CREATE TABLE "invoice_settlements" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"recipient_merchant_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"outstanding" bigint GENERATED ALWAYS AS (greatest(total - credited - paid, 0)) STORED NOT NULL,
	"payment_status" text GENERATED ALWAYS AS (case when total > 0 and credited >= total then 'credited'
          when paid > 0 and paid >= total - credited then 'paid'
          when total <= 0 then 'paid'
          when paid > 0 then 'partially_paid'
          else 'not_paid' end) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivable_totals" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"outstanding" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "receivable_totals_merchant_id_currency_pk" PRIMARY KEY("merchant_id","currency")
);
--> statement-breakpoint
ALTER TABLE "invoice_settlements" ADD CONSTRAINT "invoice_settlements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_totals" ADD CONSTRAINT "receivable_totals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_settlements_issuer_status_idx" ON "invoice_settlements" USING btree ("merchant_id","kind","payment_status","created_at","invoice_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoice_settlements_recipient_status_idx" ON "invoice_settlements" USING btree ("recipient_merchant_id","payment_status","created_at","invoice_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoice_settlements_open_idx" ON "invoice_settlements" USING btree ("merchant_id","created_at","invoice_id","due_date","currency","outstanding") WHERE "invoice_settlements"."kind" = 'invoice' and "invoice_settlements"."outstanding" > 0;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_payments_merchant_paid_on_idx" ON "invoice_payments" USING btree ("merchant_id","paid_on");--> statement-breakpoint
CREATE INDEX "invoice_payments_reference_trgm_idx" ON "invoice_payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_notes_trgm_idx" ON "invoices" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_recipient_name_trgm_idx" ON "invoices" USING gin (("recipient" ->> 'name') gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "invoice_settlements_on_posting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A document enters on the statement that posts it (or inserts it posted), with whatever already
  -- stands against it; a posted credit note then adds its total to its invoice's credited.
  IF TG_OP = 'UPDATE' AND OLD.status = 'posted' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "invoice_settlements" ("invoice_id", "merchant_id", "recipient_merchant_id", "kind",
    "currency", "issue_date", "due_date", "created_at", "total", "paid", "credited")
  VALUES (NEW.id, NEW.merchant_id, NEW.recipient_merchant_id, NEW.kind, NEW.currency, NEW.issue_date, NEW.due_date,
    NEW.created_at, NEW.total,
    coalesce((SELECT sum(p.amount) FROM "invoice_payments" p WHERE p.invoice_id = NEW.id AND p.voided_at IS NULL), 0),
    coalesce((SELECT sum(c.total) FROM "invoices" c WHERE c.credit_of = NEW.id AND c.status = 'posted'), 0))
  ON CONFLICT ("invoice_id") DO NOTHING;
  IF NEW.kind = 'credit_note' THEN
    UPDATE "invoice_settlements" SET "credited" = "credited" + NEW.total WHERE "invoice_id" = NEW.credit_of;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_settlements_on_posting" AFTER INSERT OR UPDATE OF "status" ON "invoices"
  FOR EACH ROW WHEN (NEW.status = 'posted') EXECUTE FUNCTION "invoice_settlements_on_posting"();--> statement-breakpoint
CREATE FUNCTION "invoice_settlements_on_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A payment stands from its insert until it is voided; it is never deleted or rewritten
  -- (invoice_payments_void_only, migration 0007).
  IF TG_OP = 'INSERT' AND NEW.voided_at IS NULL THEN
    UPDATE "invoice_settlements" SET "paid" = "paid" + NEW.amount WHERE "invoice_id" = NEW.invoice_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.voided_at IS NULL AND NEW.voided_at IS NOT NULL THEN
    UPDATE "invoice_settlements" SET "paid" = "paid" - OLD.amount WHERE "invoice_id" = OLD.invoice_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_settlements_on_payment" AFTER INSERT OR UPDATE OF "voided_at" ON "invoice_payments"
  FOR EACH ROW EXECUTE FUNCTION "invoice_settlements_on_payment"();--> statement-breakpoint
INSERT INTO "invoice_settlements" ("invoice_id", "merchant_id", "recipient_merchant_id", "kind",
  "currency", "issue_date", "due_date", "created_at", "total", "paid", "credited")
SELECT i.id, i.merchant_id, i.recipient_merchant_id, i.kind, i.currency, i.issue_date, i.due_date, i.created_at, i.total,
  coalesce((SELECT sum(p.amount) FROM "invoice_payments" p WHERE p.invoice_id = i.id AND p.voided_at IS NULL), 0),
  coalesce((SELECT sum(c.total) FROM "invoices" c WHERE c.credit_of = i.id AND c.status = 'posted'), 0)
FROM "invoices" i WHERE i.status = 'posted';
--> statement-breakpoint
CREATE FUNCTION "receivable_totals_on_settlement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := NEW.outstanding - CASE WHEN TG_OP = 'UPDATE' THEN OLD.outstanding ELSE 0 END;
BEGIN
  IF NEW.kind = 'invoice' AND delta <> 0 THEN
    INSERT INTO "receivable_totals" ("merchant_id", "currency", "outstanding")
    VALUES (NEW.merchant_id, NEW.currency, delta)
    ON CONFLICT ("merchant_id", "currency")
      DO UPDATE SET "outstanding" = "receivable_totals"."outstanding" + excluded.outstanding;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "receivable_totals_on_settlement" AFTER INSERT OR UPDATE ON "invoice_settlements"
  FOR EACH ROW EXECUTE FUNCTION "receivable_totals_on_settlement"();--> statement-breakpoint
INSERT INTO "receivable_totals" ("merchant_id", "currency", "outstanding")
SELECT merchant_id, currency, sum(outstanding) FROM "invoice_settlements"
WHERE kind = 'invoice' GROUP BY merchant_id, currency;
