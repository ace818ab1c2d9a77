CREATE TABLE "commission_totals_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"count" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "commission_totals_daily_merchant_id_day_status_currency_pk" PRIMARY KEY("merchant_id","day","status","currency")
);
--> statement-breakpoint
DROP INDEX "commissions_affiliate_idx";--> statement-breakpoint
DROP INDEX "affiliate_payouts_affiliate_idx";--> statement-breakpoint
DROP INDEX "affiliates_parent_idx";--> statement-breakpoint
CREATE INDEX "affiliates_parent_name_idx" ON "affiliates" USING btree ("parent_id","name","id");--> statement-breakpoint
CREATE INDEX "affiliates_name_idx" ON "affiliates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "affiliates_name_trgm_idx" ON "affiliates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliates_email_trgm_idx" ON "affiliates" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliates_code_trgm_idx" ON "affiliates" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commissions_created_idx" ON "commissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_status_created_idx" ON "commissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_affiliate_created_idx" ON "commissions" USING btree ("affiliate_id","created_at","id","status","amount_minor");--> statement-breakpoint
CREATE INDEX "commissions_merchant_created_idx" ON "commissions" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_created_idx" ON "affiliate_payouts" USING btree ("affiliate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_created_idx" ON "affiliate_payouts" USING btree ("created_at","id");--> statement-breakpoint
-- The commissions page's totals (commission_totals_daily): every statement that writes commissions
-- adds what it wrote and takes back what it replaced, per business, provider's day, status and
-- currency, by INSERT … ON CONFLICT DO UPDATE in the writer's transaction (atomic with any number
-- of server processes), in key order so that two statements never wait on each other crosswise.
-- An update that changes none of these (a commission put in a payout) writes nothing.
CREATE FUNCTION "commission_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tz text := analytics_provider_timezone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO commission_totals_daily AS t (merchant_id, day, status, currency, count, total_minor)
      SELECT merchant_id, (created_at AT TIME ZONE v_tz)::date, status, currency, count(*), sum(amount_minor)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, status, currency) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO commission_totals_daily AS t (merchant_id, day, status, currency, count, total_minor)
      SELECT merchant_id, (created_at AT TIME ZONE v_tz)::date, status, currency, -count(*), -sum(amount_minor)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, status, currency) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
  ELSE
    INSERT INTO commission_totals_daily AS t (merchant_id, day, status, currency, count, total_minor)
      SELECT merchant_id, (created_at AT TIME ZONE v_tz)::date, status, currency, sum(n), sum(amount)
      FROM (SELECT merchant_id, created_at, status, currency, 1 AS n, amount_minor AS amount FROM new_rows
            UNION ALL
            SELECT merchant_id, created_at, status, currency, -1, -amount_minor FROM old_rows) d
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, status, currency) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commission_totals_insert" AFTER INSERT ON "commissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION commission_totals_apply();--> statement-breakpoint
CREATE TRIGGER "commission_totals_update" AFTER UPDATE ON "commissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION commission_totals_apply();--> statement-breakpoint
CREATE TRIGGER "commission_totals_delete" AFTER DELETE ON "commissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION commission_totals_apply();--> statement-breakpoint
-- The totals again from every commission (a bulk load with triggers off, a new provider's time
-- zone); commissions are locked against writes meanwhile.
CREATE FUNCTION "commission_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE commissions IN SHARE MODE;
  DELETE FROM commission_totals_daily;
  INSERT INTO commission_totals_daily (merchant_id, day, status, currency, count, total_minor)
    SELECT merchant_id, (created_at AT TIME ZONE analytics_provider_timezone())::date, status, currency,
      count(*), sum(amount_minor)
    FROM commissions GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
SELECT commission_totals_rebuild();
