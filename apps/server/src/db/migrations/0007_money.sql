CREATE TABLE "document_counters" (
	"merchant_id" uuid NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_merchant_id_series_year_pk" PRIMARY KEY("merchant_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employee_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line_sales" (
	"line_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"issuer_id" uuid NOT NULL,
	CONSTRAINT "invoice_line_sales_line_id_sale_id_pk" PRIMARY KEY("line_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"vat_rate" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_unit_price_not_negative" CHECK ("invoice_lines"."unit_price" >= 0),
	CONSTRAINT "invoice_lines_discount" CHECK ("invoice_lines"."discount" >= 0 and "invoice_lines"."discount" <= "invoice_lines"."quantity"::bigint * "invoice_lines"."unit_price"),
	CONSTRAINT "invoice_lines_total" CHECK ("invoice_lines"."total" = "invoice_lines"."net" + "invoice_lines"."vat")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"credit_of" uuid,
	"recipient_customer_id" uuid,
	"recipient_merchant_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"currency" text NOT NULL,
	"issue_date" date,
	"due_date" date,
	"notes" text,
	"series" text,
	"year" integer,
	"seq" integer,
	"number" text,
	"issuer" jsonb,
	"recipient" jsonb,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"vat_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"pdf_sha256" text,
	"posted_at" timestamp with time zone,
	"posted_by" uuid,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('draft', 'posted', 'cancelled')),
	CONSTRAINT "invoices_one_recipient" CHECK (("invoices"."recipient_customer_id" is null) <> ("invoices"."recipient_merchant_id" is null)),
	CONSTRAINT "invoices_credit_note_of_invoice" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credit_of" is not null)),
	CONSTRAINT "invoices_posted_numbered" CHECK ("invoices"."status" <> 'posted' or ("invoices"."number" is not null and "invoices"."issuer" is not null and "invoices"."recipient" is not null and "invoices"."issue_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sale_lines_quantity_positive" CHECK ("sale_lines"."quantity" > 0),
	CONSTRAINT "sale_lines_unit_amount_not_negative" CHECK ("sale_lines"."unit_amount" >= 0),
	CONSTRAINT "sale_lines_amount" CHECK ("sale_lines"."amount" = "sale_lines"."quantity" * "sale_lines"."unit_amount")
);
--> statement-breakpoint
DROP INDEX "sales_merchant_created_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kind" text DEFAULT 'redemption' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "vat_rates" integer[] DEFAULT '{1900,900,500,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_sales" ADD CONSTRAINT "invoice_line_sales_line_id_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_sales" ADD CONSTRAINT "invoice_line_sales_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_voided_by_employees_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_customer_id_customers_id_fk" FOREIGN KEY ("recipient_customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_merchant_id_merchants_id_fk" FOREIGN KEY ("recipient_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_posted_by_employees_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_of_invoices_id_fk" FOREIGN KEY ("credit_of") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_sales_once_key" ON "invoice_line_sales" USING btree ("issuer_id","sale_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_merchant_idx" ON "invoice_payments" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("merchant_id","series","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pdf_sha256_key" ON "invoices" USING btree ("pdf_sha256");--> statement-breakpoint
CREATE INDEX "invoices_merchant_kind_idx" ON "invoices" USING btree ("merchant_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_recipient_merchant_idx" ON "invoices" USING btree ("recipient_merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_recipient_customer_idx" ON "invoices" USING btree ("recipient_customer_id");--> statement-breakpoint
CREATE INDEX "invoices_credit_of_idx" ON "invoices" USING btree ("credit_of");--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id","position");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_refund_of_sales_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_request_key" ON "sales" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "sales_refund_of_idx" ON "sales" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "sales_merchant_created_id_idx" ON "sales" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_created_id_idx" ON "sales" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_kind" CHECK ("sales"."kind" in ('redemption', 'counter', 'refund'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_refund_shape" CHECK (("sales"."kind" = 'refund') = ("sales"."refund_of" is not null) and ("sales"."kind" = 'refund') = ("sales"."amount" < 0));--> statement-breakpoint
CREATE FUNCTION "invoices_frozen_once_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A posted (or cancelled) invoice's content never changes, whoever connects: corrections are
  -- credit notes. Sending, and storing the PDF the first time, are not content.
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'invoice % is % and cannot be deleted', OLD.id, OLD.status USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' AND (
    (OLD.merchant_id, OLD.kind, OLD.status, OLD.credit_of, OLD.recipient_customer_id,
     OLD.recipient_merchant_id, OLD.language, OLD.currency, OLD.issue_date, OLD.due_date,
     OLD.notes, OLD.series, OLD.year, OLD.seq, OLD.number, OLD.issuer, OLD.recipient,
     OLD.subtotal, OLD.vat_total, OLD.total, OLD.posted_at)
    IS DISTINCT FROM
    (NEW.merchant_id, NEW.kind, NEW.status, NEW.credit_of, NEW.recipient_customer_id,
     NEW.recipient_merchant_id, NEW.language, NEW.currency, NEW.issue_date, NEW.due_date,
     NEW.notes, NEW.series, NEW.year, NEW.seq, NEW.number, NEW.issuer, NEW.recipient,
     NEW.subtotal, NEW.vat_total, NEW.total, NEW.posted_at)
    OR (OLD.pdf_sha256 IS NOT NULL AND NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256)
  ) THEN
    RAISE EXCEPTION 'invoice % is % and cannot be changed', OLD.id, OLD.status USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_once_posted" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_frozen_once_posted"();--> statement-breakpoint
CREATE FUNCTION "invoice_lines_frozen_once_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.invoice_id ELSE NEW.invoice_id END;
BEGIN
  -- A draft deleted with its lines is no longer visible here, so its lines may go.
  IF EXISTS (SELECT 1 FROM invoices WHERE id = invoice AND status <> 'draft')
     OR (TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM invoices WHERE id = OLD.invoice_id AND status <> 'draft')) THEN
    RAISE EXCEPTION 'the lines of invoice % cannot be changed once it is posted', invoice USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_frozen_once_posted" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "invoice_lines_frozen_once_posted"();--> statement-breakpoint
CREATE FUNCTION "invoice_line_sales_frozen_once_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.line_id ELSE NEW.line_id END;
BEGIN
  IF EXISTS (SELECT 1 FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
             WHERE l.id = line AND i.status <> 'draft') THEN
    RAISE EXCEPTION 'the sales of a posted invoice cannot be changed' USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_line_sales_frozen_once_posted" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_line_sales"
  FOR EACH ROW EXECUTE FUNCTION "invoice_line_sales_frozen_once_posted"();--> statement-breakpoint
CREATE FUNCTION "invoice_documents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a posted document''s PDF is never replaced' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_documents_append_only" BEFORE UPDATE OR DELETE ON "invoice_documents"
  FOR EACH ROW EXECUTE FUNCTION "invoice_documents_append_only"();
--> statement-breakpoint
CREATE FUNCTION "invoice_payments_void_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A payment is voided, never deleted or rewritten: only the void columns may be filled, once.
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a payment is voided, never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF (OLD.invoice_id, OLD.merchant_id, OLD.amount, OLD.method, OLD.paid_on, OLD.reference, OLD.created_at)
       IS DISTINCT FROM
     (NEW.invoice_id, NEW.merchant_id, NEW.amount, NEW.method, NEW.paid_on, NEW.reference, NEW.created_at)
     OR (OLD.voided_at IS NOT NULL AND (NEW.voided_at, NEW.void_reason) IS DISTINCT FROM (OLD.voided_at, OLD.void_reason)) THEN
    RAISE EXCEPTION 'a payment is voided, never changed' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_payments_void_only" BEFORE UPDATE OR DELETE ON "invoice_payments"
  FOR EACH ROW EXECUTE FUNCTION "invoice_payments_void_only"();
