-- The settlements and the receivables kept by statement, not by row: a statement that posted or
-- paid many documents of one business (a bulk load, a batch) updated that business's one
-- receivable_totals row once per document, and each update of a row that its own transaction has
-- already updated walks the chain of its earlier versions, so such a statement grew with the
-- square of its rows (100,000 invoices and their payments loaded in 110 s; one row updated by a
-- row trigger 10,000 times in one statement took 1.1 s, 40,000 times 7.8 s). Now a statement
-- writes each settlement and each business's total once, the totals in key order (two statements
-- lock them in the same order).
DROP TRIGGER "invoice_settlements_on_posting" ON "invoices";--> statement-breakpoint
DROP TRIGGER "invoice_settlements_on_payment" ON "invoice_payments";--> statement-breakpoint
DROP TRIGGER "receivable_totals_on_settlement" ON "invoice_settlements";--> statement-breakpoint
DROP FUNCTION "invoice_settlements_on_posting"();--> statement-breakpoint
DROP FUNCTION "invoice_settlements_on_payment"();--> statement-breakpoint
DROP FUNCTION "receivable_totals_on_settlement"();--> statement-breakpoint
-- The documents posted by one statement enter with whatever already stands against them (their
-- credit notes posted by the same statement included); the credit notes among them whose
-- documents were posted before add their totals to those documents' credited.
CREATE FUNCTION "invoice_settlements_enter"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "invoice_settlements" ("invoice_id", "merchant_id", "recipient_merchant_id", "kind",
    "currency", "issue_date", "due_date", "created_at", "total", "paid", "credited")
  SELECT i.id, i.merchant_id, i.recipient_merchant_id, i.kind, i.currency, i.issue_date, i.due_date,
    i.created_at, i.total,
    coalesce((SELECT sum(p.amount) FROM "invoice_payments" p WHERE p.invoice_id = i.id AND p.voided_at IS NULL), 0),
    coalesce((SELECT sum(c.total) FROM "invoices" c WHERE c.credit_of = i.id AND c.status = 'posted'), 0)
  FROM "invoices" i WHERE i.id = ANY (ids)
  ON CONFLICT ("invoice_id") DO NOTHING;
  UPDATE "invoice_settlements" s SET "credited" = s."credited" + c.total
  FROM (SELECT credit_of, sum(total) AS total FROM "invoices"
    WHERE id = ANY (ids) AND kind = 'credit_note' AND NOT (credit_of = ANY (ids))
    GROUP BY credit_of) c
  WHERE s."invoice_id" = c.credit_of;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "invoice_settlements_on_posting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoice_settlements_enter(ARRAY(SELECT id FROM new_rows WHERE status = 'posted'));
  ELSE
    PERFORM invoice_settlements_enter(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'posted' AND o.status <> 'posted'));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_settlements_on_posting_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_settlements_on_posting"();--> statement-breakpoint
CREATE TRIGGER "invoice_settlements_on_posting_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_settlements_on_posting"();--> statement-breakpoint
-- A payment stands from its insert until it is voided; it is never deleted or rewritten
-- (invoice_payments_void_only, migration 0007).
CREATE FUNCTION "invoice_settlements_on_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "invoice_settlements" s SET "paid" = s."paid" + p.amount
    FROM (SELECT invoice_id, sum(amount) AS amount FROM new_rows WHERE voided_at IS NULL
      GROUP BY invoice_id) p
    WHERE s."invoice_id" = p.invoice_id;
  ELSE
    UPDATE "invoice_settlements" s SET "paid" = s."paid" - p.amount
    FROM (SELECT o.invoice_id, sum(o.amount) AS amount FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.voided_at IS NULL AND n.voided_at IS NOT NULL GROUP BY o.invoice_id) p
    WHERE s."invoice_id" = p.invoice_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_settlements_on_payment_insert" AFTER INSERT ON "invoice_payments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_settlements_on_payment"();--> statement-breakpoint
CREATE TRIGGER "invoice_settlements_on_payment_update" AFTER UPDATE ON "invoice_payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_settlements_on_payment"();--> statement-breakpoint
CREATE FUNCTION "receivable_totals_on_settlement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "receivable_totals" AS t ("merchant_id", "currency", "outstanding")
    SELECT merchant_id, currency, sum(outstanding) FROM new_rows WHERE kind = 'invoice'
    GROUP BY 1, 2 HAVING sum(outstanding) <> 0 ORDER BY 1, 2
    ON CONFLICT ("merchant_id", "currency")
      DO UPDATE SET "outstanding" = t."outstanding" + excluded."outstanding";
  ELSE
    INSERT INTO "receivable_totals" AS t ("merchant_id", "currency", "outstanding")
    SELECT n.merchant_id, n.currency, sum(n.outstanding - o.outstanding)
    FROM new_rows n JOIN old_rows o ON o.invoice_id = n.invoice_id WHERE n.kind = 'invoice'
    GROUP BY 1, 2 HAVING sum(n.outstanding - o.outstanding) <> 0 ORDER BY 1, 2
    ON CONFLICT ("merchant_id", "currency")
      DO UPDATE SET "outstanding" = t."outstanding" + excluded."outstanding";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "receivable_totals_on_settlement_insert" AFTER INSERT ON "invoice_settlements"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "receivable_totals_on_settlement"();--> statement-breakpoint
CREATE TRIGGER "receivable_totals_on_settlement_update" AFTER UPDATE ON "invoice_settlements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "receivable_totals_on_settlement"();
