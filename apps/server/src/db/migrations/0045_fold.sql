-- Derived figures off the redemption's path (decision record 027). The row triggers that kept the
-- rollups and the commissions in the transaction of each fact are dropped: every redemption of a
-- business updated the same rollup rows and queued on their locks until commit. Facts (coupons,
-- sales, sale lines, scans) now carry the id of the transaction that wrote them, and a fold adds
-- the facts of finished transactions into the rollups, in one transaction with its watermark.
DROP TRIGGER "analytics_on_coupon" ON "coupons";--> statement-breakpoint
DROP TRIGGER "analytics_on_sale" ON "sales";--> statement-breakpoint
DROP TRIGGER "analytics_on_sale_line" ON "sale_lines";--> statement-breakpoint
DROP TRIGGER "analytics_on_scan" ON "scans";--> statement-breakpoint
DROP TRIGGER "affiliate_on_sale" ON "sales";--> statement-breakpoint
DROP TRIGGER "ad_charge_on_sale" ON "sales";--> statement-breakpoint
-- '1' (below every transaction id) marks the facts the dropped triggers already counted; a
-- constant default adds the column without rewriting the table.
ALTER TABLE "coupons" ADD COLUMN "fold_xid" xid8 DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "fold_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fold_xid" xid8 DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "fold_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "fold_xid" xid8 DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ALTER COLUMN "fold_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "fold_xid" xid8 DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ALTER COLUMN "fold_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "coupons_fold_idx" ON "coupons" USING btree ("fold_xid");--> statement-breakpoint
CREATE INDEX "sales_fold_idx" ON "sales" USING btree ("fold_xid");--> statement-breakpoint
CREATE INDEX "sale_lines_fold_idx" ON "sale_lines" USING btree ("fold_xid");--> statement-breakpoint
CREATE INDEX "scans_fold_idx" ON "scans" USING btree ("fold_xid");--> statement-breakpoint
-- The watermark: the snapshot of the last fold. The facts of the transactions it sees (committed
-- before it) are in the rollups, the others not; those running then are folded once they are
-- seen. A snapshot rather than one id: the oldest running transaction of the whole cluster (xids
-- are shared by its databases) would hold back a watermark of "every id below it". One row,
-- locked by the fold that moves it, so one process folds at a time.
CREATE TABLE "analytics_fold_state" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("only"),
	"snapshot" pg_snapshot NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "analytics_fold_state" ("snapshot") VALUES (pg_current_snapshot());--> statement-breakpoint
CREATE FUNCTION "analytics_folded"() RETURNS pg_snapshot LANGUAGE sql STABLE AS $$
  SELECT snapshot FROM analytics_fold_state
$$;--> statement-breakpoint
-- No upper bound: the facts not folded yet that the reading statement sees.
CREATE FUNCTION "analytics_fold_top"() RETURNS pg_snapshot LANGUAGE sql IMMUTABLE AS $$
  SELECT NULL::pg_snapshot
$$;--> statement-breakpoint
-- A fact of transaction x is in (lo, hi]: unseen by the snapshot lo, seen by hi (or any, if null).
CREATE FUNCTION "analytics_fold_between"(x xid8, lo pg_snapshot, hi pg_snapshot) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT x >= pg_snapshot_xmin(lo) AND NOT pg_visible_in_snapshot(x, lo)
    AND (hi IS NULL OR pg_visible_in_snapshot(x, hi))
$$;--> statement-breakpoint
-- The facts of the transactions in [lo, hi), with their day in their business's time zone.
CREATE FUNCTION "analytics_sale_facts"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (id uuid, merchant_id uuid, local timestamp, kind text, amount bigint, currency text,
  payment_method text, customer_id uuid, offer_id uuid, product_id uuid)
LANGUAGE sql STABLE AS $$
  SELECT s.id, s.merchant_id, s.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'), s.kind,
    s.amount::bigint, s.currency, coalesce(s.payment_method, 'Coupon'), s.customer_id, c.offer_id, o.product_id
  FROM sales s LEFT JOIN business_settings bs ON bs.merchant_id = s.merchant_id
  LEFT JOIN coupons c ON s.kind = 'redemption' AND c.id = s.coupon_id
  LEFT JOIN offers o ON o.id = c.offer_id
  WHERE s.fold_xid >= pg_snapshot_xmin(lo) AND analytics_fold_between(s.fold_xid, lo, hi)
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_coupon_facts"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, currency text, customer_id uuid, offer_id uuid, created_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT c.merchant_id, (c.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'))::date, c.currency,
    c.customer_id, c.offer_id, c.created_at
  FROM coupons c LEFT JOIN business_settings bs ON bs.merchant_id = c.merchant_id
  WHERE c.fold_xid >= pg_snapshot_xmin(lo) AND analytics_fold_between(c.fold_xid, lo, hi)
$$;--> statement-breakpoint
-- A refund's lines say what came back: they take units and money off the product.
CREATE FUNCTION "analytics_line_facts"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, product_id uuid, currency text, units bigint, gross bigint)
LANGUAGE sql STABLE AS $$
  SELECT s.merchant_id, (s.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'))::date, l.product_id,
    s.currency, CASE WHEN s.kind = 'refund' THEN -l.quantity ELSE l.quantity END::bigint,
    CASE WHEN s.kind = 'refund' THEN -l.amount ELSE l.amount END::bigint
  FROM sale_lines l JOIN sales s ON s.id = l.sale_id
  LEFT JOIN business_settings bs ON bs.merchant_id = s.merchant_id
  WHERE l.fold_xid >= pg_snapshot_xmin(lo) AND analytics_fold_between(l.fold_xid, lo, hi) AND l.product_id IS NOT NULL
$$;--> statement-breakpoint
-- Scans name businesses without a foreign key: an unknown one is skipped.
CREATE FUNCTION "analytics_scan_facts"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, employee_id uuid, day date)
LANGUAGE sql STABLE AS $$
  SELECT s.merchant_id, s.employee_id, (s.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'))::date
  FROM scans s JOIN merchants m ON m.id = s.merchant_id LEFT JOIN business_settings bs ON bs.merchant_id = s.merchant_id
  WHERE s.fold_xid >= pg_snapshot_xmin(lo) AND analytics_fold_between(s.fold_xid, lo, hi) AND s.employee_id IS NOT NULL
$$;--> statement-breakpoint
-- What the facts of [lo, hi) add to each rollup, as rows of the rollup's own columns. Read-only:
-- the fold adds them to the rollups, and the dashboards add those of [watermark, top) to what
-- they read, so a figure counts every committed fact exactly once. Distinct counts (a customer's
-- day, first coupon, active month; an employee's day) are counted against the key tables.
CREATE FUNCTION "analytics_pending_daily"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, currency text, redemptions bigint, redeemed_value bigint,
  coupons_issued bigint, active_customers bigint, new_customers bigint, sales bigint, gross_sales bigint)
LANGUAGE sql STABLE AS $$
  WITH cf AS (SELECT * FROM analytics_coupon_facts(lo, hi)),
  firsts AS (
    SELECT DISTINCT ON (cf.merchant_id, cf.customer_id) cf.merchant_id, cf.day, cf.currency,
      f.first_day AS old_day, f.currency AS old_currency
    FROM cf LEFT JOIN analytics_customer_firsts f ON f.merchant_id = cf.merchant_id AND f.customer_id = cf.customer_id
    ORDER BY cf.merchant_id, cf.customer_id, cf.day, cf.created_at
  ),
  moved AS (SELECT * FROM firsts WHERE old_day IS NULL OR day < old_day)
  SELECT merchant_id, day, currency, sum(r)::bigint, sum(rv)::bigint, sum(ci)::bigint, sum(ac)::bigint,
    sum(nc)::bigint, sum(s)::bigint, sum(g)::bigint
  FROM (
    SELECT f.merchant_id, f.local::date AS day, f.currency, (f.kind = 'redemption')::int AS r,
      CASE WHEN f.kind = 'redemption' THEN f.amount ELSE 0 END AS rv, 0 AS ci, 0 AS ac, 0 AS nc, 1 AS s, f.amount AS g
    FROM analytics_sale_facts(lo, hi) f
    UNION ALL
    SELECT cf.merchant_id, cf.day, cf.currency, 0, 0, count(*), count(DISTINCT cf.customer_id) FILTER (
        WHERE NOT EXISTS (SELECT 1 FROM analytics_customer_days d WHERE d.merchant_id = cf.merchant_id
          AND d.customer_id = cf.customer_id AND d.day = cf.day AND d.currency = cf.currency)), 0, 0, 0
    FROM cf GROUP BY 1, 2, 3
    UNION ALL
    SELECT merchant_id, day, currency, 0, 0, 0, 0, 1, 0, 0 FROM moved
    UNION ALL
    SELECT merchant_id, old_day, old_currency, 0, 0, 0, 0, -1, 0, 0 FROM moved WHERE old_day IS NOT NULL
  ) x GROUP BY 1, 2, 3
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_pending_sales_daily"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, currency text, payment_method text, kind text, sales bigint, gross bigint)
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, local::date, currency, payment_method, kind, count(*), sum(amount)::bigint
  FROM analytics_sale_facts(lo, hi) GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_pending_hourly"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, hour smallint, currency text, redemptions bigint, redeemed_value bigint,
  gross_sales bigint)
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, local::date, extract(hour FROM local)::smallint, currency,
    count(*) FILTER (WHERE kind = 'redemption'), coalesce(sum(amount) FILTER (WHERE kind = 'redemption'), 0)::bigint,
    sum(amount)::bigint
  FROM analytics_sale_facts(lo, hi) GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_pending_offer_daily"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, offer_id uuid, currency text, coupons_issued bigint, redemptions bigint,
  redeemed_value bigint)
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, day, offer_id, currency, sum(ci)::bigint, sum(r)::bigint, sum(rv)::bigint FROM (
    SELECT merchant_id, day, offer_id, currency, 1 AS ci, 0 AS r, 0::bigint AS rv FROM analytics_coupon_facts(lo, hi)
    UNION ALL
    SELECT merchant_id, local::date, offer_id, currency, 0, 1, amount FROM analytics_sale_facts(lo, hi)
    WHERE offer_id IS NOT NULL
  ) x GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_pending_product_daily"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, product_id uuid, currency text, units bigint, gross bigint)
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, day, product_id, currency, sum(units)::bigint, sum(gross)::bigint FROM (
    SELECT merchant_id, local::date AS day, product_id, currency, 1::bigint AS units, amount AS gross
    FROM analytics_sale_facts(lo, hi) WHERE product_id IS NOT NULL
    UNION ALL
    SELECT merchant_id, day, product_id, currency, units, gross FROM analytics_line_facts(lo, hi)
  ) x GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_pending_platform_daily"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (day date, currency text, active_customers bigint, new_customers bigint)
LANGUAGE sql STABLE AS $$
  WITH cf AS (SELECT * FROM analytics_coupon_facts(lo, hi)),
  firsts AS (
    SELECT DISTINCT ON (cf.customer_id) cf.day, cf.currency, p.first_day AS old_day, p.currency AS old_currency
    FROM cf LEFT JOIN analytics_platform_customers p ON p.customer_id = cf.customer_id
    ORDER BY cf.customer_id, cf.day, cf.created_at
  ),
  moved AS (SELECT * FROM firsts WHERE old_day IS NULL OR day < old_day)
  SELECT day, currency, sum(ac)::bigint, sum(nc)::bigint FROM (
    SELECT cf.day, cf.currency, count(DISTINCT cf.customer_id) AS ac, 0 AS nc FROM cf
    WHERE NOT EXISTS (SELECT 1 FROM analytics_platform_customer_days d WHERE d.customer_id = cf.customer_id
      AND d.day = cf.day AND d.currency = cf.currency)
    GROUP BY 1, 2
    UNION ALL
    SELECT day, currency, 0, 1 FROM moved
    UNION ALL
    SELECT old_day, old_currency, 0, -1 FROM moved WHERE old_day IS NOT NULL
  ) x GROUP BY 1, 2
$$;--> statement-breakpoint
-- A month in which a customer took or redeemed a coupon counts once, under the customer's cohort
-- (the month of their first coupon on the platform); an earlier first coupon that arrives late
-- (imports, seeds) moves the months already counted to the new cohort.
CREATE FUNCTION "analytics_pending_retention"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (cohort date, month date, customers bigint)
LANGUAGE sql STABLE AS $$
  WITH cf AS (SELECT * FROM analytics_coupon_facts(lo, hi)),
  firsts AS (
    SELECT cf.customer_id, date_trunc('month', min(cf.day))::date AS new_cohort,
      date_trunc('month', min(p.first_day))::date AS old_cohort
    FROM cf LEFT JOIN analytics_platform_customers p ON p.customer_id = cf.customer_id GROUP BY 1
  ),
  months AS (
    SELECT DISTINCT customer_id, month FROM (
      SELECT customer_id, date_trunc('month', day)::date AS month FROM cf
      UNION ALL
      SELECT customer_id, date_trunc('month', local)::date FROM analytics_sale_facts(lo, hi)
      WHERE kind = 'redemption' AND customer_id IS NOT NULL
    ) x
    WHERE NOT EXISTS (SELECT 1 FROM analytics_customer_months m WHERE m.customer_id = x.customer_id AND m.month = x.month)
  )
  SELECT cohort, month, sum(n)::bigint FROM (
    SELECT f.old_cohort AS cohort, m.month, -1 AS n FROM firsts f JOIN analytics_customer_months m USING (customer_id)
    WHERE f.new_cohort < f.old_cohort
    UNION ALL
    SELECT f.new_cohort, m.month, 1 FROM firsts f JOIN analytics_customer_months m USING (customer_id)
    WHERE f.new_cohort < f.old_cohort
    UNION ALL
    SELECT least(f.new_cohort, date_trunc('month', p.first_day)::date), x.month, 1
    FROM months x LEFT JOIN firsts f USING (customer_id) LEFT JOIN analytics_platform_customers p USING (customer_id)
    WHERE f.customer_id IS NOT NULL OR p.customer_id IS NOT NULL
  ) y GROUP BY 1, 2
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_pending_staff_daily"(lo pg_snapshot, hi pg_snapshot)
RETURNS TABLE (merchant_id uuid, day date, sign_ins bigint, active_employees bigint)
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, day, 0::bigint, count(DISTINCT employee_id) FROM analytics_scan_facts(lo, hi) s
  WHERE NOT EXISTS (SELECT 1 FROM analytics_employee_days d WHERE d.merchant_id = s.merchant_id
    AND d.employee_id = s.employee_id AND d.day = s.day)
  GROUP BY 1, 2
$$;--> statement-breakpoint
-- The fold of [lo, hi): every rollup first (their figures are counted against the key tables as
-- they were), then the key tables. Monthly rollups follow their daily rows by the row triggers of
-- migrations 0017 and 0019, once per rollup row.
CREATE FUNCTION "analytics_fold_range"(lo pg_snapshot, hi pg_snapshot) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily AS a (merchant_id, day, currency, redemptions, redeemed_value, coupons_issued,
      active_customers, new_customers, sales, gross_sales)
    SELECT * FROM analytics_pending_daily(lo, hi)
    ON CONFLICT (merchant_id, day, currency) DO UPDATE
    SET redemptions = a.redemptions + EXCLUDED.redemptions, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value,
        coupons_issued = a.coupons_issued + EXCLUDED.coupons_issued,
        active_customers = a.active_customers + EXCLUDED.active_customers,
        new_customers = a.new_customers + EXCLUDED.new_customers, sales = a.sales + EXCLUDED.sales,
        gross_sales = a.gross_sales + EXCLUDED.gross_sales;
  INSERT INTO analytics_sales_daily AS a (merchant_id, day, currency, payment_method, kind, sales, gross)
    SELECT * FROM analytics_pending_sales_daily(lo, hi)
    ON CONFLICT (merchant_id, day, currency, payment_method, kind) DO UPDATE
    SET sales = a.sales + EXCLUDED.sales, gross = a.gross + EXCLUDED.gross;
  INSERT INTO analytics_hourly AS a (merchant_id, day, hour, currency, redemptions, redeemed_value, gross_sales)
    SELECT * FROM analytics_pending_hourly(lo, hi)
    ON CONFLICT (merchant_id, day, hour, currency) DO UPDATE
    SET redemptions = a.redemptions + EXCLUDED.redemptions, redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value,
        gross_sales = a.gross_sales + EXCLUDED.gross_sales;
  INSERT INTO analytics_offer_daily AS a (merchant_id, day, offer_id, currency, coupons_issued, redemptions, redeemed_value)
    SELECT * FROM analytics_pending_offer_daily(lo, hi)
    ON CONFLICT (merchant_id, day, offer_id, currency) DO UPDATE
    SET coupons_issued = a.coupons_issued + EXCLUDED.coupons_issued, redemptions = a.redemptions + EXCLUDED.redemptions,
        redeemed_value = a.redeemed_value + EXCLUDED.redeemed_value;
  INSERT INTO analytics_product_daily AS a (merchant_id, day, product_id, currency, units, gross)
    SELECT * FROM analytics_pending_product_daily(lo, hi)
    ON CONFLICT (merchant_id, day, product_id, currency) DO UPDATE
    SET units = a.units + EXCLUDED.units, gross = a.gross + EXCLUDED.gross;
  INSERT INTO analytics_platform_daily AS a (day, currency, active_customers, new_customers)
    SELECT * FROM analytics_pending_platform_daily(lo, hi)
    ON CONFLICT (day, currency) DO UPDATE
    SET active_customers = a.active_customers + EXCLUDED.active_customers,
        new_customers = a.new_customers + EXCLUDED.new_customers;
  INSERT INTO analytics_retention AS a (cohort, month, customers)
    SELECT * FROM analytics_pending_retention(lo, hi)
    ON CONFLICT (cohort, month) DO UPDATE SET customers = a.customers + EXCLUDED.customers;
  INSERT INTO analytics_staff_daily AS a (merchant_id, day, sign_ins, active_employees)
    SELECT * FROM analytics_pending_staff_daily(lo, hi)
    ON CONFLICT (merchant_id, day) DO UPDATE SET active_employees = a.active_employees + EXCLUDED.active_employees;

  INSERT INTO analytics_customer_days (merchant_id, customer_id, day, currency)
    SELECT DISTINCT merchant_id, customer_id, day, currency FROM analytics_coupon_facts(lo, hi)
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_customer_firsts AS f (merchant_id, customer_id, currency, first_day)
    SELECT DISTINCT ON (merchant_id, customer_id) merchant_id, customer_id, currency, day
    FROM analytics_coupon_facts(lo, hi) ORDER BY merchant_id, customer_id, day, created_at
    ON CONFLICT (merchant_id, customer_id) DO UPDATE SET first_day = EXCLUDED.first_day, currency = EXCLUDED.currency
    WHERE EXCLUDED.first_day < f.first_day;
  INSERT INTO analytics_platform_customer_days (customer_id, day, currency)
    SELECT DISTINCT customer_id, day, currency FROM analytics_coupon_facts(lo, hi)
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_platform_customers AS p (customer_id, currency, first_day)
    SELECT DISTINCT ON (customer_id) customer_id, currency, day
    FROM analytics_coupon_facts(lo, hi) ORDER BY customer_id, day, created_at
    ON CONFLICT (customer_id) DO UPDATE SET first_day = EXCLUDED.first_day, currency = EXCLUDED.currency
    WHERE EXCLUDED.first_day < p.first_day;
  INSERT INTO analytics_customer_months (customer_id, month)
    SELECT customer_id, date_trunc('month', day)::date FROM analytics_coupon_facts(lo, hi)
    UNION
    SELECT customer_id, date_trunc('month', local)::date FROM analytics_sale_facts(lo, hi)
    WHERE kind = 'redemption' AND customer_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_employee_days (merchant_id, employee_id, day)
    SELECT DISTINCT merchant_id, employee_id, day FROM analytics_scan_facts(lo, hi)
    ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
-- The commissions of the sales of [lo, hi), as affiliate_commissions_for_sale (migration 0018)
-- would make them one sale at a time in the order their transactions began, but set-based: a sale
-- at a time updated the affiliate's volume row and the commission totals once per sale, and a
-- transaction that updates one row many times walks its earlier versions each time. An
-- affiliate's volume before a sale is its month's volume plus the sales before it in the range.
-- Refunds (few) take back their share one at a time, after the sales they refund. The unique key
-- of commissions makes a replay write nothing twice.
CREATE FUNCTION "affiliate_fold_range"(lo pg_snapshot, hi pg_snapshot) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s sales;
BEGIN
  CREATE TEMP TABLE affiliate_fold_due ON COMMIT DROP AS
  WITH due AS (
    SELECT x.id, x.merchant_id, x.amount::bigint AS amount, x.currency, x.created_at, x.fold_xid,
      date_trunc('month', x.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'))::date AS month,
      t.subject_kind, r.id AS rule_id, r.kind AS rule_kind, r.rate_bp, r.tiers, r.fixed_minor, r.cap_minor,
      r.hold_days, r.level2_rate_bp, a.id AS affiliate_id, a.parent_id
    FROM sales x LEFT JOIN business_settings bs ON bs.merchant_id = x.merchant_id
    JOIN affiliate_attributions t ON (t.subject_kind = 'business' AND t.subject_id = x.merchant_id)
      OR (t.subject_kind = 'customer' AND t.subject_id = x.customer_id)
    JOIN commission_rules r ON r.scope = t.subject_kind AND r.state = 'active' AND r.currency = x.currency
    JOIN affiliates a ON a.id = t.affiliate_id AND a.status = 'active'
    WHERE x.fold_xid >= pg_snapshot_xmin(lo) AND analytics_fold_between(x.fold_xid, lo, hi) AND x.kind <> 'refund' AND x.amount > 0
      AND (r.duration_months IS NULL OR x.created_at < t.created_at + make_interval(months => r.duration_months))
      AND NOT EXISTS (SELECT 1 FROM commissions c WHERE c.sale_id = x.id AND c.affiliate_id = a.id
        AND c.level = 1 AND c.scope = t.subject_kind)
  )
  SELECT d.*, coalesce(v.volume_minor, 0) + coalesce(sum(d.amount) OVER (
      PARTITION BY d.affiliate_id, d.month, d.currency ORDER BY d.fold_xid, d.created_at, d.id, d.subject_kind
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::bigint AS volume
  FROM due d
  LEFT JOIN affiliate_volumes v ON v.affiliate_id = d.affiliate_id AND v.month = d.month AND v.currency = d.currency;

  INSERT INTO commissions (affiliate_id, sale_id, merchant_id, rule_id, scope, level, currency, base_minor,
      rate_bp, fixed_minor, amount_minor, approvable_at, created_at)
    SELECT affiliate_id, id, merchant_id, rule_id, subject_kind, 1, currency, amount, rate,
      CASE WHEN rule_kind = 'fixed' THEN fixed_minor ELSE 0 END,
      affiliate_commission_amount(rule_kind, rate, fixed_minor, cap_minor, amount),
      created_at + make_interval(days => hold_days), created_at
    FROM (SELECT *, CASE WHEN rule_kind = 'percent' THEN affiliate_commission_rate(rate_bp, tiers, volume) ELSE 0 END
            AS rate FROM affiliate_fold_due) x
    ORDER BY affiliate_id, id
    ON CONFLICT (sale_id, affiliate_id, level, scope) DO NOTHING;
  INSERT INTO affiliate_volumes AS v (affiliate_id, month, currency, volume_minor)
    SELECT affiliate_id, month, currency, sum(amount)::bigint FROM affiliate_fold_due GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (affiliate_id, month, currency) DO UPDATE SET volume_minor = v.volume_minor + EXCLUDED.volume_minor;
  INSERT INTO commissions (affiliate_id, sale_id, merchant_id, rule_id, scope, level, currency, base_minor,
      rate_bp, fixed_minor, amount_minor, approvable_at, created_at)
    SELECT p.id, x.id, x.merchant_id, x.rule_id, x.subject_kind, 2, x.currency, x.amount, x.level2_rate_bp, 0,
      affiliate_commission_amount('percent', x.level2_rate_bp, 0, x.cap_minor, x.amount),
      x.created_at + make_interval(days => x.hold_days), x.created_at
    FROM affiliate_fold_due x JOIN affiliates p ON p.id = x.parent_id AND p.status = 'active'
    WHERE x.level2_rate_bp <> 0
    ORDER BY p.id, x.id
    ON CONFLICT (sale_id, affiliate_id, level, scope) DO NOTHING;
  DROP TABLE affiliate_fold_due;

  FOR s IN
    SELECT x.* FROM sales x WHERE x.fold_xid >= pg_snapshot_xmin(lo) AND analytics_fold_between(x.fold_xid, lo, hi) AND x.kind = 'refund'
    ORDER BY x.fold_xid, x.created_at, x.id
  LOOP
    PERFORM affiliate_commissions_for_sale(s);
  END LOOP;
END;
$$;--> statement-breakpoint
-- One fold: the facts of every transaction that committed since the last fold's snapshot (those
-- still running are not in this one's, and are folded once they are). NULL when another process holds
-- the watermark and `wait` is false; otherwise whether there was anything to fold.
CREATE FUNCTION "analytics_fold"(wait boolean DEFAULT false) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_lo pg_snapshot;
  v_hi pg_snapshot;
BEGIN
  IF wait THEN
    SELECT snapshot INTO v_lo FROM analytics_fold_state FOR UPDATE;
  ELSE
    SELECT snapshot INTO v_lo FROM analytics_fold_state FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN RETURN NULL; END IF;
  END IF;
  v_hi := pg_current_snapshot();
  IF NOT EXISTS (SELECT 1 FROM sales WHERE fold_xid >= pg_snapshot_xmin(v_lo) AND analytics_fold_between(fold_xid, v_lo, v_hi))
     AND NOT EXISTS (SELECT 1 FROM coupons WHERE fold_xid >= pg_snapshot_xmin(v_lo) AND analytics_fold_between(fold_xid, v_lo, v_hi))
     AND NOT EXISTS (SELECT 1 FROM scans WHERE fold_xid >= pg_snapshot_xmin(v_lo) AND analytics_fold_between(fold_xid, v_lo, v_hi))
     AND NOT EXISTS (SELECT 1 FROM sale_lines WHERE fold_xid >= pg_snapshot_xmin(v_lo) AND analytics_fold_between(fold_xid, v_lo, v_hi)) THEN
    UPDATE analytics_fold_state SET snapshot = v_hi;
    RETURN false;
  END IF;
  PERFORM analytics_fold_range(v_lo, v_hi);
  PERFORM affiliate_fold_range(v_lo, v_hi);
  UPDATE analytics_fold_state SET snapshot = v_hi, folded_at = now();
  RETURN true;
END;
$$;--> statement-breakpoint
-- Every rollup recomputed from the facts (the repair after a business changes its time zone, the
-- bulk loads of the benches): cleared, then the sessions and wallet opens as migration 0011 did,
-- then one fold of every fact its snapshot sees, which becomes the watermark.
-- The months are summed from the days at the end, set-based. Commissions are not recomputed.
CREATE OR REPLACE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_hi pg_snapshot;
BEGIN
  PERFORM 1 FROM analytics_fold_state FOR UPDATE;
  v_hi := pg_current_snapshot();
  PERFORM set_config('analytics.rebuilding', 'on', true);
  TRUNCATE analytics_daily, analytics_sales_daily, analytics_hourly, analytics_offer_daily,
    analytics_product_daily, analytics_customer_firsts, analytics_customer_days,
    analytics_platform_customers, analytics_platform_customer_days, analytics_platform_daily,
    analytics_customer_months, analytics_retention, analytics_staff_daily, analytics_employee_days,
    analytics_wallet_daily, analytics_monthly, analytics_sales_monthly, analytics_offer_monthly,
    analytics_product_monthly, analytics_heatmap_monthly;
  INSERT INTO analytics_employee_days (merchant_id, employee_id, day)
    SELECT t.merchant_id, t.employee_id, (t.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'))::date
    FROM refresh_tokens t JOIN merchants m ON m.id = t.merchant_id
    LEFT JOIN business_settings bs ON bs.merchant_id = t.merchant_id
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_staff_daily (merchant_id, day, active_employees)
    SELECT merchant_id, day, count(*) FROM analytics_employee_days GROUP BY 1, 2;
  INSERT INTO analytics_staff_daily AS a (merchant_id, day, sign_ins)
    SELECT f.merchant_id, (f.created_at AT TIME ZONE coalesce(bs.timezone, 'Europe/Nicosia'))::date, count(*)
    FROM (SELECT DISTINCT ON (family_id) family_id, merchant_id, created_at FROM refresh_tokens
          ORDER BY family_id, created_at, id) f
    JOIN merchants m ON m.id = f.merchant_id LEFT JOIN business_settings bs ON bs.merchant_id = f.merchant_id
    GROUP BY 1, 2
    ON CONFLICT (merchant_id, day) DO UPDATE SET sign_ins = EXCLUDED.sign_ins;
  INSERT INTO analytics_wallet_daily (day, opens) SELECT day, count(*) FROM wallet_opens GROUP BY 1;
  -- '1:1:' sees no transaction at all: every fact is after it.
  PERFORM analytics_fold_range('1:1:'::pg_snapshot, v_hi);
  UPDATE analytics_fold_state SET snapshot = v_hi, folded_at = now();
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
-- The campaign's charge stays in the redemption's transaction (a budget is never overspent), as a
-- statement trigger: it runs once at the end of the statement that wrote the sales, after every
-- other write of the redemption, and takes each campaign's row lock once (in id order, so two
-- statements cannot deadlock). The n-th sale of a campaign in the statement pays the price or
-- what the ones before it left of the budget, never more. A pause or an end stops the ad, not the
-- charge for a coupon it already brought.
CREATE FUNCTION "ad_charge_on_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ad_campaigns k
    WHERE k.id IN (SELECT a.campaign_id FROM new_sales s JOIN ad_coupons a ON a.coupon_id = s.coupon_id
                   WHERE s.kind = 'redemption')
    ORDER BY k.id FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  WITH hits AS (
    SELECT s.id AS sale_id, k.id AS campaign_id, k.merchant_id, k.currency, k.price_minor::bigint AS price,
      k.budget_minor::bigint AS budget, k.spent_minor::bigint AS spent,
      row_number() OVER (PARTITION BY k.id ORDER BY s.created_at, s.id) AS n
    FROM new_sales s JOIN ad_coupons a ON a.coupon_id = s.coupon_id JOIN ad_campaigns k ON k.id = a.campaign_id
    WHERE s.kind = 'redemption' AND k.status IN ('approved', 'paused', 'ended')
  ), charged AS (
    INSERT INTO ad_charges (campaign_id, merchant_id, sale_id, amount_minor, currency)
    SELECT campaign_id, merchant_id, sale_id, least(price, budget - least(budget, spent + (n - 1) * price)), currency
    FROM hits WHERE least(price, budget - least(budget, spent + (n - 1) * price)) > 0
    RETURNING campaign_id, amount_minor
  )
  UPDATE ad_campaigns k SET spent_minor = k.spent_minor + t.total, updated_at = now()
    FROM (SELECT campaign_id, sum(amount_minor) AS total FROM charged GROUP BY 1) t WHERE k.id = t.campaign_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ad_charge_on_sales" AFTER INSERT ON "sales" REFERENCING NEW TABLE AS "new_sales"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_charge_on_sales"();
