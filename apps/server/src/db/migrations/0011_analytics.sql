CREATE TABLE "analytics_customer_days" (
	"merchant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "analytics_customer_days_merchant_id_customer_id_day_currency_pk" PRIMARY KEY("merchant_id","customer_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_firsts" (
	"merchant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "analytics_customer_firsts_merchant_id_customer_id_pk" PRIMARY KEY("merchant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_months" (
	"customer_id" uuid NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "analytics_customer_months_customer_id_month_pk" PRIMARY KEY("customer_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"redeemed_value" bigint DEFAULT 0 NOT NULL,
	"coupons_issued" integer DEFAULT 0 NOT NULL,
	"active_customers" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_merchant_id_day_currency_pk" PRIMARY KEY("merchant_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_employee_days" (
	"merchant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_employee_days_merchant_id_employee_id_day_pk" PRIMARY KEY("merchant_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"currency" text NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"redeemed_value" bigint DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_merchant_id_day_hour_currency_pk" PRIMARY KEY("merchant_id","day","hour","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_offer_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"offer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"coupons_issued" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"redeemed_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_offer_daily_merchant_id_day_offer_id_currency_pk" PRIMARY KEY("merchant_id","day","offer_id","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_platform_customer_days" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "analytics_platform_customer_days_customer_id_day_currency_pk" PRIMARY KEY("customer_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_platform_customers" (
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "analytics_platform_customers_customer_id_pk" PRIMARY KEY("customer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_platform_daily" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"active_customers" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_platform_daily_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_daily_merchant_id_day_product_id_currency_pk" PRIMARY KEY("merchant_id","day","product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_retention" (
	"cohort" date NOT NULL,
	"month" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_retention_cohort_month_pk" PRIMARY KEY("cohort","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"kind" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sales_daily_merchant_id_day_currency_payment_method_kind_pk" PRIMARY KEY("merchant_id","day","currency","payment_method","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_staff_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"active_employees" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_staff_daily_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_wallet_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_opens" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_opens_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_days" ADD CONSTRAINT "analytics_customer_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_customer_firsts" ADD CONSTRAINT "analytics_customer_firsts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_employee_days" ADD CONSTRAINT "analytics_employee_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_offer_daily" ADD CONSTRAINT "analytics_offer_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_product_daily" ADD CONSTRAINT "analytics_product_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sales_daily" ADD CONSTRAINT "analytics_sales_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_staff_daily" ADD CONSTRAINT "analytics_staff_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_opens" ADD CONSTRAINT "wallet_opens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_hourly_day_idx" ON "analytics_hourly" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_offer_daily_day_idx" ON "analytics_offer_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_sales_daily_day_idx" ON "analytics_sales_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_staff_daily_day_idx" ON "analytics_staff_daily" USING btree ("day");--> statement-breakpoint
-- Rollups of the dashboards (decision record 016): kept by AFTER INSERT triggers on the facts, in
-- the transaction of the write, by INSERT … ON CONFLICT DO UPDATE (atomic with any number of
-- server processes). A day is the calendar day in the business's time zone when the fact happened.
CREATE FUNCTION "analytics_timezone"(p_merchant uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT timezone FROM business_settings WHERE merchant_id = p_merchant), 'Europe/Nicosia')
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_provider_timezone"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT bs.timezone FROM merchants m JOIN business_settings bs ON bs.merchant_id = m.id
                   WHERE m.is_provider ORDER BY m.created_at, m.id LIMIT 1), 'Europe/Nicosia')
$$;--> statement-breakpoint
-- A month in which the customer took or redeemed a coupon: counted once in the retention table,
-- under the customer's cohort (the month of their first coupon on the platform).
CREATE FUNCTION "analytics_customer_active_month"(p_customer uuid, p_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_month date := date_trunc('month', p_day)::date;
  v_cohort date;
BEGIN
  INSERT INTO analytics_customer_months (customer_id, month) VALUES (p_customer, v_month) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN; END IF;
  -- FOR SHARE: a coupon that moves the customer's cohort (below) waits, or is waited for.
  SELECT date_trunc('month', first_day)::date INTO v_cohort FROM analytics_platform_customers
    WHERE customer_id = p_customer FOR SHARE;
  IF v_cohort IS NULL THEN RETURN; END IF;
  INSERT INTO analytics_retention (cohort, month, customers) VALUES (v_cohort, v_month, 1)
    ON CONFLICT (cohort, month) DO UPDATE SET customers = analytics_retention.customers + 1;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_on_coupon"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (NEW.created_at AT TIME ZONE analytics_timezone(NEW.merchant_id))::date;
  v_new_day boolean;
  v_new_customer boolean := false;
  v_old_first date;
  v_old_currency text;
BEGIN
  -- The customer's first coupon of this business: locked first, so it moves one at a time. A new
  -- first day counts a new customer there (and uncounts the day it replaces).
  SELECT first_day, currency INTO v_old_first, v_old_currency FROM analytics_customer_firsts
    WHERE merchant_id = NEW.merchant_id AND customer_id = NEW.customer_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO analytics_customer_firsts (merchant_id, customer_id, currency, first_day)
      VALUES (NEW.merchant_id, NEW.customer_id, NEW.currency, v_day) ON CONFLICT DO NOTHING;
    v_new_customer := FOUND;
    IF NOT v_new_customer THEN
      SELECT first_day, currency INTO v_old_first, v_old_currency FROM analytics_customer_firsts
        WHERE merchant_id = NEW.merchant_id AND customer_id = NEW.customer_id FOR UPDATE;
    END IF;
  END IF;
  IF v_old_first IS NOT NULL AND v_day < v_old_first THEN
    UPDATE analytics_customer_firsts SET first_day = v_day, currency = NEW.currency
      WHERE merchant_id = NEW.merchant_id AND customer_id = NEW.customer_id;
    UPDATE analytics_daily SET new_customers = new_customers - 1
      WHERE merchant_id = NEW.merchant_id AND day = v_old_first AND currency = v_old_currency;
    v_new_customer := true;
  END IF;
  -- A customer-day counts once per business (and platform-wide): only the insert that creates
  -- its key row counts it, which concurrent transactions cannot both do.
  INSERT INTO analytics_customer_days (merchant_id, customer_id, day, currency)
    VALUES (NEW.merchant_id, NEW.customer_id, v_day, NEW.currency) ON CONFLICT DO NOTHING;
  v_new_day := FOUND;
  INSERT INTO analytics_daily AS a (merchant_id, day, currency, coupons_issued, active_customers, new_customers)
    VALUES (NEW.merchant_id, v_day, NEW.currency, 1, v_new_day::int, v_new_customer::int)
    ON CONFLICT (merchant_id, day, currency) DO UPDATE
    SET coupons_issued = a.coupons_issued + 1, active_customers = a.active_customers + EXCLUDED.active_customers,
        new_customers = a.new_customers + EXCLUDED.new_customers;
  INSERT INTO analytics_offer_daily AS a (merchant_id, day, offer_id, currency, coupons_issued)
    VALUES (NEW.merchant_id, v_day, NEW.offer_id, NEW.currency, 1)
    ON CONFLICT (merchant_id, day, offer_id, currency) DO UPDATE SET coupons_issued = a.coupons_issued + 1;

  -- Platform-wide, the same under the customer's platform row, which also moves their cohort.
  v_new_customer := false;
  v_old_first := NULL;
  SELECT first_day, currency INTO v_old_first, v_old_currency FROM analytics_platform_customers
    WHERE customer_id = NEW.customer_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO analytics_platform_customers (customer_id, currency, first_day)
      VALUES (NEW.customer_id, NEW.currency, v_day) ON CONFLICT DO NOTHING;
    v_new_customer := FOUND;
    IF NOT v_new_customer THEN
      SELECT first_day, currency INTO v_old_first, v_old_currency FROM analytics_platform_customers
        WHERE customer_id = NEW.customer_id FOR UPDATE;
    END IF;
  END IF;
  IF v_old_first IS NOT NULL AND v_day < v_old_first THEN
    UPDATE analytics_platform_customers SET first_day = v_day, currency = NEW.currency WHERE customer_id = NEW.customer_id;
    UPDATE analytics_platform_daily SET new_customers = new_customers - 1
      WHERE day = v_old_first AND currency = v_old_currency;
    v_new_customer := true;
    IF date_trunc('month', v_day) <> date_trunc('month', v_old_first) THEN
      -- An earlier coupon arrived late (imports, seeds): the customer changes cohort.
      UPDATE analytics_retention r SET customers = r.customers - 1 FROM analytics_customer_months m
        WHERE m.customer_id = NEW.customer_id AND r.cohort = date_trunc('month', v_old_first)::date AND r.month = m.month;
      INSERT INTO analytics_retention AS r (cohort, month, customers)
        SELECT date_trunc('month', v_day)::date, m.month, 1 FROM analytics_customer_months m WHERE m.customer_id = NEW.customer_id
        ON CONFLICT (cohort, month) DO UPDATE SET customers = r.customers + 1;
    END IF;
  END IF;
  INSERT INTO analytics_platform_customer_days (customer_id, day, currency)
    VALUES (NEW.customer_id, v_day, NEW.currency) ON CONFLICT DO NOTHING;
  v_new_day := FOUND;
  IF v_new_day OR v_new_customer THEN
    INSERT INTO analytics_platform_daily AS a (day, currency, active_customers, new_customers)
      VALUES (v_day, NEW.currency, v_new_day::int, v_new_customer::int)
      ON CONFLICT (day, currency) DO UPDATE
      SET active_customers = a.active_customers + EXCLUDED.active_customers, new_customers = a.new_customers + EXCLUDED.new_customers;
  END IF;
  PERFORM analytics_customer_active_month(NEW.customer_id, v_day);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_on_coupon" AFTER INSERT ON "coupons"
  FOR EACH ROW EXECUTE FUNCTION "analytics_on_coupon"();--> statement-breakpoint
CREATE FUNCTION "analytics_on_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp := NEW.created_at AT TIME ZONE analytics_timezone(NEW.merchant_id);
  v_day date := v_local::date;
  v_redeemed int := (NEW.kind = 'redemption')::int;
  v_value bigint := CASE WHEN NEW.kind = 'redemption' THEN NEW.amount ELSE 0 END;
  v_offer uuid;
  v_product uuid;
BEGIN
  INSERT INTO analytics_daily AS a (merchant_id, day, currency, redemptions, redeemed_value, sales, gross_sales)
    VALUES (NEW.merchant_id, v_day, NEW.currency, v_redeemed, v_value, 1, NEW.amount)
    ON CONFLICT (merchant_id, day, currency) DO UPDATE
    SET redemptions = a.redemptions + EXCLUDED.redemptions, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value,
        sales = a.sales + 1, gross_sales = a.gross_sales + EXCLUDED.gross_sales;
  INSERT INTO analytics_sales_daily AS a (merchant_id, day, currency, payment_method, kind, sales, gross)
    VALUES (NEW.merchant_id, v_day, NEW.currency, coalesce(NEW.payment_method, 'Coupon'), NEW.kind, 1, NEW.amount)
    ON CONFLICT (merchant_id, day, currency, payment_method, kind) DO UPDATE
    SET sales = a.sales + 1, gross = a.gross + EXCLUDED.gross;
  INSERT INTO analytics_hourly AS a (merchant_id, day, hour, currency, redemptions, redeemed_value, gross_sales)
    VALUES (NEW.merchant_id, v_day, extract(hour FROM v_local)::smallint, NEW.currency, v_redeemed, v_value, NEW.amount)
    ON CONFLICT (merchant_id, day, hour, currency) DO UPDATE
    SET redemptions = a.redemptions + EXCLUDED.redemptions, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value,
        gross_sales = a.gross_sales + EXCLUDED.gross_sales;
  IF NEW.kind = 'redemption' AND NEW.coupon_id IS NOT NULL THEN
    SELECT c.offer_id, o.product_id INTO v_offer, v_product
      FROM coupons c JOIN offers o ON o.id = c.offer_id WHERE c.id = NEW.coupon_id;
    IF v_offer IS NOT NULL THEN
      INSERT INTO analytics_offer_daily AS a (merchant_id, day, offer_id, currency, redemptions, redeemed_value)
        VALUES (NEW.merchant_id, v_day, v_offer, NEW.currency, 1, NEW.amount)
        ON CONFLICT (merchant_id, day, offer_id, currency) DO UPDATE
        SET redemptions = a.redemptions + 1, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value;
    END IF;
    IF v_product IS NOT NULL THEN
      INSERT INTO analytics_product_daily AS a (merchant_id, day, product_id, currency, units, gross)
        VALUES (NEW.merchant_id, v_day, v_product, NEW.currency, 1, NEW.amount)
        ON CONFLICT (merchant_id, day, product_id, currency) DO UPDATE
        SET units = a.units + 1, gross = a.gross + EXCLUDED.gross;
    END IF;
    IF NEW.customer_id IS NOT NULL THEN
      PERFORM analytics_customer_active_month(NEW.customer_id, v_day);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_on_sale" AFTER INSERT ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "analytics_on_sale"();--> statement-breakpoint
CREATE FUNCTION "analytics_on_sale_line"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_sale record;
  v_sign int;
BEGIN
  IF NEW.product_id IS NULL THEN RETURN NULL; END IF;
  SELECT merchant_id, kind, currency, created_at INTO v_sale FROM sales WHERE id = NEW.sale_id;
  -- A refund's lines say what came back: they take units and money off the product.
  v_sign := CASE WHEN v_sale.kind = 'refund' THEN -1 ELSE 1 END;
  INSERT INTO analytics_product_daily AS a (merchant_id, day, product_id, currency, units, gross)
    VALUES (v_sale.merchant_id, (v_sale.created_at AT TIME ZONE analytics_timezone(v_sale.merchant_id))::date,
            NEW.product_id, v_sale.currency, v_sign * NEW.quantity, v_sign * NEW.amount)
    ON CONFLICT (merchant_id, day, product_id, currency) DO UPDATE
    SET units = a.units + EXCLUDED.units, gross = a.gross + EXCLUDED.gross;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_on_sale_line" AFTER INSERT ON "sale_lines"
  FOR EACH ROW EXECUTE FUNCTION "analytics_on_sale_line"();--> statement-breakpoint
CREATE FUNCTION "analytics_employee_active"(p_merchant uuid, p_employee uuid, p_at timestamptz, p_sign_in boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_at AT TIME ZONE analytics_timezone(p_merchant))::date;
  v_new_day boolean;
BEGIN
  INSERT INTO analytics_employee_days (merchant_id, employee_id, day) VALUES (p_merchant, p_employee, v_day) ON CONFLICT DO NOTHING;
  v_new_day := FOUND;
  IF v_new_day OR p_sign_in THEN
    INSERT INTO analytics_staff_daily AS a (merchant_id, day, sign_ins, active_employees)
      VALUES (p_merchant, v_day, p_sign_in::int, v_new_day::int)
      ON CONFLICT (merchant_id, day) DO UPDATE
      SET sign_ins = a.sign_ins + EXCLUDED.sign_ins, active_employees = a.active_employees + EXCLUDED.active_employees;
  END IF;
END;
$$;--> statement-breakpoint
-- A session for a business: the first token of a family is a sign-in (signing in and choosing the
-- business, or switching to it); every token, renewals too, makes the employee active that day.
CREATE FUNCTION "analytics_on_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.merchant_id IS NOT NULL THEN
    PERFORM analytics_employee_active(NEW.merchant_id, NEW.employee_id, NEW.created_at,
      NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = NEW.family_id AND id <> NEW.id));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_on_session" AFTER INSERT ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "analytics_on_session"();--> statement-breakpoint
-- A scan makes its employee active for the business that day (scans name businesses without a
-- foreign key, so an unknown one is skipped).
CREATE FUNCTION "analytics_on_scan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.employee_id IS NOT NULL AND EXISTS (SELECT 1 FROM merchants WHERE id = NEW.merchant_id) THEN
    PERFORM analytics_employee_active(NEW.merchant_id, NEW.employee_id, NEW.created_at, false);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_on_scan" AFTER INSERT ON "scans"
  FOR EACH ROW EXECUTE FUNCTION "analytics_on_scan"();--> statement-breakpoint
CREATE FUNCTION "analytics_on_wallet_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_wallet_daily AS a (day, opens) VALUES (NEW.day, 1)
    ON CONFLICT (day) DO UPDATE SET opens = a.opens + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_on_wallet_open" AFTER INSERT ON "wallet_opens"
  FOR EACH ROW EXECUTE FUNCTION "analytics_on_wallet_open"();--> statement-breakpoint
-- Every rollup recomputed from the facts, set-based: the backfill of this migration, the bulk
-- load of the bench, and the repair after a business changes its time zone (days already counted
-- keep the zone they were counted in until this runs). Takes the facts' tables' share locks.
CREATE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analytics_daily, analytics_sales_daily, analytics_hourly, analytics_offer_daily,
    analytics_product_daily, analytics_customer_firsts, analytics_customer_days,
    analytics_platform_customers, analytics_platform_customer_days, analytics_platform_daily,
    analytics_customer_months, analytics_retention, analytics_staff_daily, analytics_employee_days,
    analytics_wallet_daily;
  CREATE TEMP TABLE analytics_zones ON COMMIT DROP AS
    SELECT m.id, coalesce(bs.timezone, 'Europe/Nicosia') AS tz
    FROM merchants m LEFT JOIN business_settings bs ON bs.merchant_id = m.id;
  CREATE TEMP TABLE analytics_sale_facts ON COMMIT DROP AS
    SELECT s.merchant_id, (s.created_at AT TIME ZONE z.tz) AS local, s.kind, s.amount, s.currency,
      coalesce(s.payment_method, 'Coupon') AS payment_method, s.customer_id, c.offer_id, o.product_id
    FROM sales s JOIN analytics_zones z ON z.id = s.merchant_id
    LEFT JOIN coupons c ON s.kind = 'redemption' AND c.id = s.coupon_id
    LEFT JOIN offers o ON o.id = c.offer_id;
  CREATE TEMP TABLE analytics_coupon_facts ON COMMIT DROP AS
    SELECT c.merchant_id, (c.created_at AT TIME ZONE z.tz)::date AS day, c.currency, c.customer_id, c.offer_id
    FROM coupons c JOIN analytics_zones z ON z.id = c.merchant_id;

  INSERT INTO analytics_daily (merchant_id, day, currency, redemptions, redeemed_value, sales, gross_sales)
    SELECT merchant_id, local::date, currency, count(*) FILTER (WHERE kind = 'redemption'),
      coalesce(sum(amount) FILTER (WHERE kind = 'redemption'), 0), count(*), sum(amount)
    FROM analytics_sale_facts GROUP BY 1, 2, 3;
  INSERT INTO analytics_daily AS a (merchant_id, day, currency, coupons_issued, active_customers)
    SELECT merchant_id, day, currency, count(*), count(DISTINCT customer_id)
    FROM analytics_coupon_facts GROUP BY 1, 2, 3
    ON CONFLICT (merchant_id, day, currency) DO UPDATE
    SET coupons_issued = EXCLUDED.coupons_issued, active_customers = EXCLUDED.active_customers;
  INSERT INTO analytics_sales_daily (merchant_id, day, currency, payment_method, kind, sales, gross)
    SELECT merchant_id, local::date, currency, payment_method, kind, count(*), sum(amount)
    FROM analytics_sale_facts GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_hourly (merchant_id, day, hour, currency, redemptions, redeemed_value, gross_sales)
    SELECT merchant_id, local::date, extract(hour FROM local)::smallint, currency,
      count(*) FILTER (WHERE kind = 'redemption'), coalesce(sum(amount) FILTER (WHERE kind = 'redemption'), 0), sum(amount)
    FROM analytics_sale_facts GROUP BY 1, 2, 3, 4;
  INSERT INTO analytics_offer_daily (merchant_id, day, offer_id, currency, coupons_issued)
    SELECT merchant_id, day, offer_id, currency, count(*) FROM analytics_coupon_facts GROUP BY 1, 2, 3, 4;
  INSERT INTO analytics_offer_daily AS a (merchant_id, day, offer_id, currency, redemptions, redeemed_value)
    SELECT merchant_id, local::date, offer_id, currency, count(*), sum(amount)
    FROM analytics_sale_facts WHERE offer_id IS NOT NULL GROUP BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, day, offer_id, currency) DO UPDATE
    SET redemptions = EXCLUDED.redemptions, redeemed_value = EXCLUDED.redeemed_value;
  INSERT INTO analytics_product_daily (merchant_id, day, product_id, currency, units, gross)
    SELECT merchant_id, day, product_id, currency, sum(units), sum(gross) FROM (
      SELECT merchant_id, local::date AS day, product_id, currency, 1 AS units, amount AS gross
        FROM analytics_sale_facts WHERE product_id IS NOT NULL
      UNION ALL
      SELECT s.merchant_id, (s.created_at AT TIME ZONE z.tz)::date, l.product_id, s.currency,
        CASE WHEN s.kind = 'refund' THEN -l.quantity ELSE l.quantity END,
        CASE WHEN s.kind = 'refund' THEN -l.amount ELSE l.amount END
      FROM sale_lines l JOIN sales s ON s.id = l.sale_id JOIN analytics_zones z ON z.id = s.merchant_id
      WHERE l.product_id IS NOT NULL
    ) p GROUP BY 1, 2, 3, 4;

  INSERT INTO analytics_customer_days (merchant_id, customer_id, day, currency)
    SELECT DISTINCT merchant_id, customer_id, day, currency FROM analytics_coupon_facts;
  INSERT INTO analytics_customer_firsts (merchant_id, customer_id, currency, first_day)
    SELECT DISTINCT ON (merchant_id, customer_id) merchant_id, customer_id, currency, day
    FROM analytics_coupon_facts ORDER BY merchant_id, customer_id, day;
  UPDATE analytics_daily a SET new_customers = n.customers
    FROM (SELECT merchant_id, first_day, currency, count(*) AS customers FROM analytics_customer_firsts GROUP BY 1, 2, 3) n
    WHERE a.merchant_id = n.merchant_id AND a.day = n.first_day AND a.currency = n.currency;
  INSERT INTO analytics_platform_customers (customer_id, currency, first_day)
    SELECT DISTINCT ON (customer_id) customer_id, currency, day
    FROM analytics_coupon_facts ORDER BY customer_id, day;
  INSERT INTO analytics_platform_customer_days (customer_id, day, currency)
    SELECT DISTINCT customer_id, day, currency FROM analytics_coupon_facts;
  INSERT INTO analytics_platform_daily (day, currency, active_customers)
    SELECT day, currency, count(*) FROM analytics_platform_customer_days GROUP BY 1, 2;
  UPDATE analytics_platform_daily a SET new_customers = n.customers
    FROM (SELECT first_day, currency, count(*) AS customers FROM analytics_platform_customers GROUP BY 1, 2) n
    WHERE a.day = n.first_day AND a.currency = n.currency;
  INSERT INTO analytics_customer_months (customer_id, month)
    SELECT customer_id, date_trunc('month', day)::date FROM analytics_coupon_facts
    UNION
    SELECT customer_id, date_trunc('month', local)::date FROM analytics_sale_facts
      WHERE kind = 'redemption' AND customer_id IS NOT NULL;
  INSERT INTO analytics_retention (cohort, month, customers)
    SELECT date_trunc('month', p.first_day)::date, m.month, count(*)
    FROM analytics_customer_months m JOIN analytics_platform_customers p ON p.customer_id = m.customer_id
    GROUP BY 1, 2;

  INSERT INTO analytics_employee_days (merchant_id, employee_id, day)
    SELECT t.merchant_id, t.employee_id, (t.created_at AT TIME ZONE z.tz)::date
      FROM refresh_tokens t JOIN analytics_zones z ON z.id = t.merchant_id
    UNION
    SELECT s.merchant_id, s.employee_id, (s.created_at AT TIME ZONE z.tz)::date
      FROM scans s JOIN analytics_zones z ON z.id = s.merchant_id WHERE s.employee_id IS NOT NULL;
  INSERT INTO analytics_staff_daily (merchant_id, day, active_employees)
    SELECT merchant_id, day, count(*) FROM analytics_employee_days GROUP BY 1, 2;
  INSERT INTO analytics_staff_daily AS a (merchant_id, day, sign_ins)
    SELECT f.merchant_id, (f.created_at AT TIME ZONE z.tz)::date, count(*)
    FROM (SELECT DISTINCT ON (family_id) family_id, merchant_id, created_at FROM refresh_tokens
          ORDER BY family_id, created_at, id) f
    JOIN analytics_zones z ON z.id = f.merchant_id GROUP BY 1, 2
    ON CONFLICT (merchant_id, day) DO UPDATE SET sign_ins = EXCLUDED.sign_ins;
  INSERT INTO analytics_wallet_daily (day, opens) SELECT day, count(*) FROM wallet_opens GROUP BY 1;
  DROP TABLE analytics_zones, analytics_sale_facts, analytics_coupon_facts;
END;
$$;--> statement-breakpoint
SELECT analytics_rebuild();
