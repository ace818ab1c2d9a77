CREATE TABLE "analytics_heatmap_monthly" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_heatmap_monthly_merchant_id_month_weekday_hour_pk" PRIMARY KEY("merchant_id","month","weekday","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_monthly" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_monthly_merchant_id_month_product_id_currency_pk" PRIMARY KEY("merchant_id","month","product_id","currency")
);
--> statement-breakpoint
ALTER TABLE "analytics_heatmap_monthly" ADD CONSTRAINT "analytics_heatmap_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_product_monthly" ADD CONSTRAINT "analytics_product_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- As in 0017_analytics_monthly: every change of a daily (or hourly) row adds its difference to
-- its month in the same transaction; a row deleted with its business leaves the month alone.
CREATE FUNCTION "analytics_product_daily_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r analytics_product_daily := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  o analytics_product_daily := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END;
  s int := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF current_setting('analytics.rebuilding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN o := NULL; END IF;
  INSERT INTO analytics_product_monthly AS a (merchant_id, month, product_id, currency, units, gross)
    SELECT r.merchant_id, date_trunc('month', r.day)::date, r.product_id, r.currency,
      s * (r.units - coalesce(o.units, 0)), s * (r.gross - coalesce(o.gross, 0))
    WHERE TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM merchants WHERE id = r.merchant_id)
    ON CONFLICT (merchant_id, month, product_id, currency) DO UPDATE
    SET units = a.units + EXCLUDED.units, gross = a.gross + EXCLUDED.gross;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_product_daily_to_month" AFTER INSERT OR UPDATE OR DELETE ON "analytics_product_daily"
  FOR EACH ROW EXECUTE FUNCTION "analytics_product_daily_to_month"();--> statement-breakpoint
-- Only redemptions make the heatmap: an hour's counter sales change nothing here.
CREATE FUNCTION "analytics_hourly_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r analytics_hourly := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_delta integer := CASE TG_OP WHEN 'INSERT' THEN NEW.redemptions WHEN 'UPDATE' THEN NEW.redemptions - OLD.redemptions
                     ELSE -OLD.redemptions END;
BEGIN
  IF current_setting('analytics.rebuilding', true) = 'on' OR v_delta = 0 THEN RETURN NULL; END IF;
  INSERT INTO analytics_heatmap_monthly AS a (merchant_id, month, weekday, hour, redemptions)
    SELECT r.merchant_id, date_trunc('month', r.day)::date, extract(isodow FROM r.day)::smallint, r.hour, v_delta
    WHERE TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM merchants WHERE id = r.merchant_id)
    ON CONFLICT (merchant_id, month, weekday, hour) DO UPDATE SET redemptions = a.redemptions + EXCLUDED.redemptions;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_hourly_to_month" AFTER INSERT OR UPDATE OR DELETE ON "analytics_hourly"
  FOR EACH ROW EXECUTE FUNCTION "analytics_hourly_to_month"();--> statement-breakpoint
-- The rebuild of 0017 with these two months as well.
CREATE OR REPLACE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('analytics.rebuilding', 'on', true);
  TRUNCATE analytics_monthly, analytics_sales_monthly, analytics_offer_monthly, analytics_product_monthly,
    analytics_heatmap_monthly;
  PERFORM analytics_rebuild_days();
  INSERT INTO analytics_monthly (merchant_id, month, currency, redemptions, redeemed_value,
      coupons_issued, active_customers, new_customers, sales, gross_sales)
    SELECT merchant_id, date_trunc('month', day)::date, currency, sum(redemptions), sum(redeemed_value),
      sum(coupons_issued), sum(active_customers), sum(new_customers), sum(sales), sum(gross_sales)
    FROM analytics_daily GROUP BY 1, 2, 3;
  INSERT INTO analytics_sales_monthly (merchant_id, month, currency, payment_method, kind, sales, gross)
    SELECT merchant_id, date_trunc('month', day)::date, currency, payment_method, kind, sum(sales), sum(gross)
    FROM analytics_sales_daily GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_offer_monthly (merchant_id, month, offer_id, currency, coupons_issued, redemptions, redeemed_value)
    SELECT merchant_id, date_trunc('month', day)::date, offer_id, currency, sum(coupons_issued), sum(redemptions),
      sum(redeemed_value)
    FROM analytics_offer_daily GROUP BY 1, 2, 3, 4;
  INSERT INTO analytics_product_monthly (merchant_id, month, product_id, currency, units, gross)
    SELECT merchant_id, date_trunc('month', day)::date, product_id, currency, sum(units), sum(gross)
    FROM analytics_product_daily GROUP BY 1, 2, 3, 4;
  INSERT INTO analytics_heatmap_monthly (merchant_id, month, weekday, hour, redemptions)
    SELECT merchant_id, date_trunc('month', day)::date, extract(isodow FROM day)::smallint, hour, sum(redemptions)
    FROM analytics_hourly GROUP BY 1, 2, 3, 4 HAVING sum(redemptions) <> 0;
  PERFORM set_config('analytics.rebuilding', 'off', true);
END;
$$;--> statement-breakpoint
SELECT analytics_rebuild();
