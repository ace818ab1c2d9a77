CREATE TABLE "affiliate_attributions" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_attributions_kind" CHECK ("affiliate_attributions"."subject_kind" in ('business', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_volumes" (
	"affiliate_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"volume_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_kind" CHECK ("affiliates"."kind" in ('person', 'business')),
	CONSTRAINT "affiliates_status" CHECK ("affiliates"."status" in ('pending', 'active', 'suspended')),
	CONSTRAINT "affiliates_not_own_parent" CHECK ("affiliates"."parent_id" is distinct from "affiliates"."id")
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"fixed_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level2_rate_bp" integer DEFAULT 0 NOT NULL,
	"cap_minor" bigint,
	"duration_months" integer,
	"hold_days" integer DEFAULT 14 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope" CHECK ("commission_rules"."scope" in ('business', 'customer')),
	CONSTRAINT "commission_rules_kind" CHECK ("commission_rules"."kind" in ('percent', 'fixed')),
	CONSTRAINT "commission_rules_state" CHECK ("commission_rules"."state" in ('draft', 'active', 'retired')),
	CONSTRAINT "commission_rules_rates" CHECK ("commission_rules"."rate_bp" between 0 and 10000 and "commission_rules"."level2_rate_bp" between 0 and 10000 and "commission_rules"."fixed_minor" >= 0
        and ("commission_rules"."cap_minor" is null or "commission_rules"."cap_minor" > 0) and ("commission_rules"."duration_months" is null or "commission_rules"."duration_months" > 0)
        and "commission_rules"."hold_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"rule_id" uuid,
	"scope" text NOT NULL,
	"level" integer NOT NULL,
	"currency" text NOT NULL,
	"base_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"fixed_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reverses" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"approvable_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_level" CHECK ("commissions"."level" in (1, 2)),
	CONSTRAINT "commissions_status" CHECK ("commissions"."status" in ('pending', 'approved', 'rejected', 'paid')),
	CONSTRAINT "commissions_sign" CHECK (("commissions"."reverses" is null) = ("commissions"."amount_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"total_minor" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"method" text,
	"reference" text,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payouts_status" CHECK ("affiliate_payouts"."status" in ('draft', 'approved', 'paid')),
	CONSTRAINT "affiliate_payouts_positive" CHECK ("affiliate_payouts"."total_minor" > 0),
	CONSTRAINT "affiliate_payouts_paid_shape" CHECK (("affiliate_payouts"."status" = 'paid') = ("affiliate_payouts"."paid_at" is not null and "affiliate_payouts"."method" is not null))
);
--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_volumes" ADD CONSTRAINT "affiliate_volumes_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_parent_id_affiliates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_rule_id_commission_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reverses_commissions_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."commissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_attributions_subject_key" ON "affiliate_attributions" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "affiliate_attributions_affiliate_idx" ON "affiliate_attributions" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_volumes_key" ON "affiliate_volumes" USING btree ("affiliate_id","month","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_email_key" ON "affiliates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "affiliates_parent_idx" ON "affiliates" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_one_active" ON "commission_rules" USING btree ("scope") WHERE "commission_rules"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_once_key" ON "commissions" USING btree ("sale_id","affiliate_id","level","scope");--> statement-breakpoint
CREATE INDEX "commissions_status_idx" ON "commissions" USING btree ("status","approvable_at");--> statement-breakpoint
CREATE INDEX "commissions_affiliate_idx" ON "commissions" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_payout_idx" ON "commissions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_idx" ON "affiliate_payouts" USING btree ("affiliate_id","created_at");--> statement-breakpoint
-- A commission under a rule's figures: the rate of the highest tier the affiliate's volume of the
-- month (before this sale) has reached, else the rule's rate, of the sale; or the fixed amount.
-- Never more than the cap; rounded half away from zero to minor units. The what-if uses it too.
CREATE FUNCTION "affiliate_commission_rate"(p_rate_bp integer, p_tiers jsonb, p_volume bigint) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT (t->>'rateBp')::integer FROM jsonb_array_elements(p_tiers) t
                   WHERE (t->>'fromMinor')::bigint <= p_volume ORDER BY (t->>'fromMinor')::bigint DESC LIMIT 1),
                  p_rate_bp)
$$;--> statement-breakpoint
CREATE FUNCTION "affiliate_commission_amount"(p_kind text, p_rate_bp integer, p_fixed bigint, p_cap bigint, p_base bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT least(coalesce(p_cap, p_fixed + p_base),
    CASE WHEN p_kind = 'fixed' THEN p_fixed ELSE round(p_base::numeric * p_rate_bp / 10000)::bigint END)
$$;--> statement-breakpoint
-- The commissions of one sale, in its transaction: level 1 for the active affiliate that brought
-- its business or its customer, level 2 (the rule's override rate) for that affiliate's active
-- parent. A refund takes back its share of each commission of the sale it refunds: pending with
-- it while that one is pending, otherwise approved for the next payout. Replaying a sale writes
-- nothing twice (the unique key of commissions), nor counts its volume twice.
CREATE FUNCTION "affiliate_commissions_for_sale"(p_sale sales) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  a record;
  r commission_rules;
  v_affiliate affiliates;
  v_parent affiliates;
  v_month date;
  v_volume bigint;
  v_rate integer;
BEGIN
  IF p_sale.kind = 'refund' THEN
    INSERT INTO commissions (affiliate_id, sale_id, merchant_id, rule_id, scope, level, currency, base_minor,
        rate_bp, fixed_minor, amount_minor, reverses, status, approvable_at, decided_at)
      SELECT * FROM (
        SELECT c.affiliate_id, p_sale.id, p_sale.merchant_id, c.rule_id, c.scope, c.level, c.currency, p_sale.amount::bigint,
          c.rate_bp, c.fixed_minor,
          -least(c.amount_minor + coalesce((SELECT sum(b.amount_minor) FROM commissions b WHERE b.reverses = c.id), 0),
                 round(c.amount_minor::numeric * (-p_sale.amount) / s.amount)::bigint) AS amount_minor,
          c.id, CASE WHEN c.status = 'pending' THEN 'pending' ELSE 'approved' END,
          c.approvable_at, CASE WHEN c.status = 'pending' THEN NULL ELSE p_sale.created_at END
        FROM commissions c JOIN sales s ON s.id = c.sale_id
        WHERE c.sale_id = p_sale.refund_of AND c.reverses IS NULL AND c.status <> 'rejected'
      ) x WHERE x.amount_minor < 0
      ON CONFLICT (sale_id, affiliate_id, level, scope) DO NOTHING;
    RETURN;
  END IF;
  IF p_sale.amount <= 0 THEN RETURN; END IF;
  v_month := date_trunc('month', p_sale.created_at AT TIME ZONE analytics_timezone(p_sale.merchant_id))::date;
  FOR a IN
    SELECT t.subject_kind, t.affiliate_id, t.created_at FROM affiliate_attributions t
    WHERE (t.subject_kind = 'business' AND t.subject_id = p_sale.merchant_id)
       OR (t.subject_kind = 'customer' AND t.subject_id = p_sale.customer_id)
  LOOP
    SELECT * INTO r FROM commission_rules
      WHERE scope = a.subject_kind AND state = 'active' AND currency = p_sale.currency;
    CONTINUE WHEN NOT FOUND;
    CONTINUE WHEN r.duration_months IS NOT NULL
      AND p_sale.created_at >= a.created_at + make_interval(months => r.duration_months);
    SELECT * INTO v_affiliate FROM affiliates WHERE id = a.affiliate_id;
    CONTINUE WHEN v_affiliate.status <> 'active';
    -- The month's volume row, locked: the affiliate's sales take their tiers one at a time.
    INSERT INTO affiliate_volumes AS v (affiliate_id, month, currency, volume_minor)
      VALUES (v_affiliate.id, v_month, p_sale.currency, 0)
      ON CONFLICT (affiliate_id, month, currency) DO UPDATE SET volume_minor = v.volume_minor
      RETURNING volume_minor INTO v_volume;
    v_rate := CASE WHEN r.kind = 'percent' THEN affiliate_commission_rate(r.rate_bp, r.tiers, v_volume) ELSE 0 END;
    INSERT INTO commissions (affiliate_id, sale_id, merchant_id, rule_id, scope, level, currency, base_minor,
        rate_bp, fixed_minor, amount_minor, approvable_at)
      VALUES (v_affiliate.id, p_sale.id, p_sale.merchant_id, r.id, a.subject_kind, 1, p_sale.currency, p_sale.amount,
        v_rate, CASE WHEN r.kind = 'fixed' THEN r.fixed_minor ELSE 0 END,
        affiliate_commission_amount(r.kind, v_rate, r.fixed_minor, r.cap_minor, p_sale.amount),
        p_sale.created_at + make_interval(days => r.hold_days))
      ON CONFLICT (sale_id, affiliate_id, level, scope) DO NOTHING;
    CONTINUE WHEN NOT FOUND;
    UPDATE affiliate_volumes SET volume_minor = volume_minor + p_sale.amount
      WHERE affiliate_id = v_affiliate.id AND month = v_month AND currency = p_sale.currency;
    CONTINUE WHEN v_affiliate.parent_id IS NULL OR r.level2_rate_bp = 0;
    SELECT * INTO v_parent FROM affiliates WHERE id = v_affiliate.parent_id;
    CONTINUE WHEN v_parent.status <> 'active';
    INSERT INTO commissions (affiliate_id, sale_id, merchant_id, rule_id, scope, level, currency, base_minor,
        rate_bp, fixed_minor, amount_minor, approvable_at)
      VALUES (v_parent.id, p_sale.id, p_sale.merchant_id, r.id, a.subject_kind, 2, p_sale.currency, p_sale.amount,
        r.level2_rate_bp, 0, affiliate_commission_amount('percent', r.level2_rate_bp, 0, r.cap_minor, p_sale.amount),
        p_sale.created_at + make_interval(days => r.hold_days))
      ON CONFLICT (sale_id, affiliate_id, level, scope) DO NOTHING;
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "affiliate_on_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM affiliate_commissions_for_sale(NEW);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "affiliate_on_sale" AFTER INSERT ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "affiliate_on_sale"();
