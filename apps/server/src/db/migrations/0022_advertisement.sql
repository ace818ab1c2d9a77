CREATE TABLE "ad_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"placement" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"budget_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"spent_minor" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_by" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_placement" CHECK ("ad_campaigns"."placement" in ('wallet', 'marketplace')),
	CONSTRAINT "ad_campaigns_status" CHECK ("ad_campaigns"."status" in ('pending', 'approved', 'rejected', 'paused', 'ended')),
	CONSTRAINT "ad_campaigns_dates" CHECK ("ad_campaigns"."ends_on" >= "ad_campaigns"."starts_on"),
	CONSTRAINT "ad_campaigns_price" CHECK ("ad_campaigns"."price_minor" > 0 and "ad_campaigns"."price_minor" <= "ad_campaigns"."budget_minor"),
	CONSTRAINT "ad_campaigns_spend" CHECK ("ad_campaigns"."spent_minor" >= 0 and "ad_campaigns"."spent_minor" <= "ad_campaigns"."budget_minor")
);
--> statement-breakpoint
CREATE TABLE "ad_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_charges_amount" CHECK ("ad_charges"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_coupons" (
	"coupon_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_impressions" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "ad_impressions_campaign_id_day_customer_id_pk" PRIMARY KEY("campaign_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "ad_statements" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_statements_merchant_id_month_currency_pk" PRIMARY KEY("merchant_id","month","currency")
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_reviewed_by_employees_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_charges" ADD CONSTRAINT "ad_charges_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_charges" ADD CONSTRAINT "ad_charges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_charges" ADD CONSTRAINT "ad_charges_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_coupons" ADD CONSTRAINT "ad_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_coupons" ADD CONSTRAINT "ad_coupons_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_statements" ADD CONSTRAINT "ad_statements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_statements" ADD CONSTRAINT "ad_statements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaigns_merchant_idx" ON "ad_campaigns" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_campaigns_showing_idx" ON "ad_campaigns" USING btree ("ends_on") WHERE "ad_campaigns"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "ad_charges_sale_key" ON "ad_charges" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "ad_charges_campaign_idx" ON "ad_charges" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_charges_merchant_idx" ON "ad_charges" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_coupons_campaign_idx" ON "ad_coupons" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_statements_invoice_key" ON "ad_statements" USING btree ("invoice_id");--> statement-breakpoint
-- Charges the campaign a coupon was taken from when that coupon's redemption writes its sale: in
-- the redemption's own statement, so the sale and its charge commit together. The row lock queues
-- concurrent redemptions of one campaign; each reads the spend the one before it left, and pays
-- the price or what is left of the budget, never more. A pause or an end stops the ad, not the
-- charge for a coupon it already brought.
CREATE FUNCTION "ad_charge_on_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c ad_campaigns%ROWTYPE;
  v_amount integer;
BEGIN
  IF NEW.kind <> 'redemption' OR NEW.coupon_id IS NULL THEN RETURN NULL; END IF;
  SELECT k.* INTO c FROM ad_coupons a JOIN ad_campaigns k ON k.id = a.campaign_id
    WHERE a.coupon_id = NEW.coupon_id
    FOR UPDATE OF k;
  IF NOT FOUND OR c.status NOT IN ('approved', 'paused', 'ended') THEN RETURN NULL; END IF;
  v_amount := least(c.price_minor, c.budget_minor - c.spent_minor);
  IF v_amount <= 0 THEN RETURN NULL; END IF;
  UPDATE ad_campaigns SET spent_minor = spent_minor + v_amount, updated_at = now() WHERE id = c.id;
  INSERT INTO ad_charges (campaign_id, merchant_id, sale_id, amount_minor, currency)
    VALUES (c.id, c.merchant_id, NEW.id, v_amount, c.currency);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ad_charge_on_sale" AFTER INSERT ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "ad_charge_on_sale"();
