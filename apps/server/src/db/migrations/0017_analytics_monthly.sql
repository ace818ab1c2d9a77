CREATE TABLE "analytics_monthly" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"redeemed_value" bigint DEFAULT 0 NOT NULL,
	"coupons_issued" integer DEFAULT 0 NOT NULL,
	"active_customers" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_merchant_id_month_currency_pk" PRIMARY KEY("merchant_id","month","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_offer_monthly" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"offer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"coupons_issued" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"redeemed_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_offer_monthly_merchant_id_month_offer_id_currency_pk" PRIMARY KEY("merchant_id","month","offer_id","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_monthly" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"kind" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sales_monthly_merchant_id_month_currency_payment_method_kind_pk" PRIMARY KEY("merchant_id","month","currency","payment_method","kind")
);
--> statement-breakpoint
ALTER TABLE "analytics_monthly" ADD CONSTRAINT "analytics_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_offer_monthly" ADD CONSTRAINT "analytics_offer_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sales_monthly" ADD CONSTRAINT "analytics_sales_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_monthly_month_idx" ON "analytics_monthly" USING btree ("month");--> statement-breakpoint
CREATE INDEX "analytics_offer_monthly_month_idx" ON "analytics_offer_monthly" USING btree ("month");--> statement-breakpoint
CREATE INDEX "analytics_sales_monthly_month_idx" ON "analytics_sales_monthly" USING btree ("month");--> statement-breakpoint
-- Every change of a daily row adds its difference to the row of its month, in the same
-- transaction and under the same business's row lock order (day, then month), so a month always
-- equals the sum of its days. The keys of a daily row never change. A daily row deleted with its
-- business leaves the month alone, which goes with the business.
-- analytics_rebuild() fills the months set-based and sets analytics.rebuilding to skip these.
CREATE FUNCTION "analytics_daily_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r analytics_daily := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  o analytics_daily := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END;
  s int := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF current_setting('analytics.rebuilding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN o := NULL; END IF;
  INSERT INTO analytics_monthly AS a (merchant_id, month, currency, redemptions, redeemed_value,
      coupons_issued, active_customers, new_customers, sales, gross_sales)
    SELECT r.merchant_id, date_trunc('month', r.day)::date, r.currency,
      s * (r.redemptions - coalesce(o.redemptions, 0)), s * (r.redeemed_value - coalesce(o.redeemed_value, 0)),
      s * (r.coupons_issued - coalesce(o.coupons_issued, 0)), s * (r.active_customers - coalesce(o.active_customers, 0)),
      s * (r.new_customers - coalesce(o.new_customers, 0)), s * (r.sales - coalesce(o.sales, 0)),
      s * (r.gross_sales - coalesce(o.gross_sales, 0))
    WHERE TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM merchants WHERE id = r.merchant_id)
    ON CONFLICT (merchant_id, month, currency) DO UPDATE
    SET redemptions = a.redemptions + EXCLUDED.redemptions, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value,
        coupons_issued = a.coupons_issued + EXCLUDED.coupons_issued,
        active_customers = a.active_customers + EXCLUDED.active_customers,
        new_customers = a.new_customers + EXCLUDED.new_customers, sales = a.sales + EXCLUDED.sales,
        gross_sales = a.gross_sales + EXCLUDED.gross_sales;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_daily_to_month" AFTER INSERT OR UPDATE OR DELETE ON "analytics_daily"
  FOR EACH ROW EXECUTE FUNCTION "analytics_daily_to_month"();--> statement-breakpoint
CREATE FUNCTION "analytics_sales_daily_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r analytics_sales_daily := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  o analytics_sales_daily := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END;
  s int := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF current_setting('analytics.rebuilding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN o := NULL; END IF;
  INSERT INTO analytics_sales_monthly AS a (merchant_id, month, currency, payment_method, kind, sales, gross)
    SELECT r.merchant_id, date_trunc('month', r.day)::date, r.currency, r.payment_method, r.kind,
      s * (r.sales - coalesce(o.sales, 0)), s * (r.gross - coalesce(o.gross, 0))
    WHERE TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM merchants WHERE id = r.merchant_id)
    ON CONFLICT (merchant_id, month, currency, payment_method, kind) DO UPDATE
    SET sales = a.sales + EXCLUDED.sales, gross = a.gross + EXCLUDED.gross;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_sales_daily_to_month" AFTER INSERT OR UPDATE OR DELETE ON "analytics_sales_daily"
  FOR EACH ROW EXECUTE FUNCTION "analytics_sales_daily_to_month"();--> statement-breakpoint
CREATE FUNCTION "analytics_offer_daily_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r analytics_offer_daily := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  o analytics_offer_daily := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END;
  s int := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF current_setting('analytics.rebuilding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN o := NULL; END IF;
  INSERT INTO analytics_offer_monthly AS a (merchant_id, month, offer_id, currency, coupons_issued,
      redemptions, redeemed_value)
    SELECT r.merchant_id, date_trunc('month', r.day)::date, r.offer_id, r.currency,
      s * (r.coupons_issued - coalesce(o.coupons_issued, 0)), s * (r.redemptions - coalesce(o.redemptions, 0)),
      s * (r.redeemed_value - coalesce(o.redeemed_value, 0))
    WHERE TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM merchants WHERE id = r.merchant_id)
    ON CONFLICT (merchant_id, month, offer_id, currency) DO UPDATE
    SET coupons_issued = a.coupons_issued + EXCLUDED.coupons_issued,
        redemptions = a.redemptions + EXCLUDED.redemptions, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_offer_daily_to_month" AFTER INSERT OR UPDATE OR DELETE ON "analytics_offer_daily"
  FOR EACH ROW EXECUTE FUNCTION "analytics_offer_daily_to_month"();--> statement-breakpoint
-- The rebuild of migration 0011 becomes the daily part; the months are then summed from the days.
ALTER FUNCTION "analytics_rebuild"() RENAME TO "analytics_rebuild_days";--> statement-breakpoint
CREATE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('analytics.rebuilding', 'on', true);
  TRUNCATE analytics_monthly, analytics_sales_monthly, analytics_offer_monthly;
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
  PERFORM set_config('analytics.rebuilding', 'off', true);
END;
$$;--> statement-breakpoint
SELECT analytics_rebuild();
