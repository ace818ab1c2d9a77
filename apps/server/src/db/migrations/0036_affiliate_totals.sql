CREATE TABLE "commission_totals_affiliate" (
	"affiliate_id" uuid NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "commission_totals_affiliate_affiliate_id_status_shard_pk" PRIMARY KEY("affiliate_id","status","shard")
);
--> statement-breakpoint
DROP INDEX "affiliates_name_trgm_idx";--> statement-breakpoint
DROP INDEX "affiliates_email_trgm_idx";--> statement-breakpoint
DROP INDEX "affiliates_code_trgm_idx";--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name || chr(31) || email || chr(31) || code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "affiliates_search_trgm_idx" ON "affiliates" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- Every statement that writes commissions adds what it wrote to the per-affiliate rollup and takes
-- back what it replaced, in key order, beside the per-business and provider-wide rollups
-- (commission_totals_apply): triggers of one event fire in name order, so every statement locks
-- rows of the three rollups in the same order and two never wait on each other crosswise. An
-- affiliate's shard follows the business, as the provider-wide one does.
CREATE FUNCTION "commission_totals_affiliate_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO commission_totals_affiliate AS t (affiliate_id, status, shard, total_minor)
      SELECT affiliate_id, status, commission_totals_shard(merchant_id), sum(amount_minor)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (affiliate_id, status, shard) DO UPDATE SET total_minor = t.total_minor + excluded.total_minor;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO commission_totals_affiliate AS t (affiliate_id, status, shard, total_minor)
      SELECT affiliate_id, status, commission_totals_shard(merchant_id), -sum(amount_minor)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (affiliate_id, status, shard) DO UPDATE SET total_minor = t.total_minor + excluded.total_minor;
  ELSE
    INSERT INTO commission_totals_affiliate AS t (affiliate_id, status, shard, total_minor)
      SELECT affiliate_id, status, commission_totals_shard(merchant_id), sum(amount)
      FROM (SELECT affiliate_id, merchant_id, status, amount_minor AS amount FROM new_rows
            UNION ALL
            SELECT affiliate_id, merchant_id, status, -amount_minor FROM old_rows) d
      GROUP BY 1, 2, 3 HAVING sum(amount) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (affiliate_id, status, shard) DO UPDATE SET total_minor = t.total_minor + excluded.total_minor;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commission_totals_insert_affiliate" AFTER INSERT ON "commissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION commission_totals_affiliate_apply();--> statement-breakpoint
CREATE TRIGGER "commission_totals_update_affiliate" AFTER UPDATE ON "commissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION commission_totals_affiliate_apply();--> statement-breakpoint
CREATE TRIGGER "commission_totals_delete_affiliate" AFTER DELETE ON "commissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION commission_totals_affiliate_apply();--> statement-breakpoint
-- The three rollups again from every commission (a bulk load with triggers off, a new provider's
-- time zone); commissions are locked against writes meanwhile.
CREATE OR REPLACE FUNCTION "commission_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE commissions IN SHARE MODE;
  DELETE FROM commission_totals_daily;
  DELETE FROM commission_totals_provider_daily;
  DELETE FROM commission_totals_affiliate;
  INSERT INTO commission_totals_daily (merchant_id, day, status, currency, count, total_minor)
    SELECT merchant_id, (created_at AT TIME ZONE analytics_provider_timezone())::date, status, currency,
      count(*), sum(amount_minor)
    FROM commissions GROUP BY 1, 2, 3, 4;
  INSERT INTO commission_totals_provider_daily (day, status, currency, shard, count, total_minor)
    SELECT day, status, currency, commission_totals_shard(merchant_id), sum(count), sum(total_minor)
    FROM commission_totals_daily GROUP BY 1, 2, 3, 4;
  INSERT INTO commission_totals_affiliate (affiliate_id, status, shard, total_minor)
    SELECT affiliate_id, status, commission_totals_shard(merchant_id), sum(amount_minor)
    FROM commissions GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
SELECT commission_totals_rebuild();
