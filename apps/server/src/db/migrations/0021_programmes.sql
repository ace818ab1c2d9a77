-- Business subscriptions become plans, dated periods and invoices; the old one-row-per-business
-- table held a plan label and a status set by hand, with nothing charged, and is replaced.
CREATE TABLE "business_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"next_plan_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme" text NOT NULL,
	"name_en" text NOT NULL,
	"name_el" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"period_months" integer NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tiers_programme" CHECK ("member_tiers"."programme" in ('lifestyle', 'travel')),
	CONSTRAINT "member_tiers_price_not_negative" CHECK ("member_tiers"."price" >= 0),
	CONSTRAINT "member_tiers_period" CHECK ("member_tiers"."period_months" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "membership_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_periods_not_empty" CHECK ("membership_periods"."ends_at" > "membership_periods"."starts_at"),
	CONSTRAINT "membership_periods_price_not_negative" CHECK ("membership_periods"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_member_tiers" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"tier_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"programme" text NOT NULL,
	"tier_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"covered_from" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_memberships_programme" CHECK ("programme_memberships"."programme" in ('lifestyle', 'travel'))
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employee_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_kind" CHECK ("subscription_periods"."kind" in ('trial', 'renewal', 'upgrade')),
	CONSTRAINT "subscription_periods_not_empty" CHECK ("subscription_periods"."ends_at" > "subscription_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_el" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_not_negative" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_interval" CHECK ("subscription_plans"."interval" in ('month', 'year')),
	CONSTRAINT "subscription_plans_trial_days" CHECK ("subscription_plans"."trial_days" between 0 and 365)
);
--> statement-breakpoint
DROP TABLE "subscriptions" CASCADE;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_next_plan_id_subscription_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_membership_id_programme_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."programme_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_tier_id_member_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."member_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_member_tiers" ADD CONSTRAINT "offer_member_tiers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_member_tiers" ADD CONSTRAINT "offer_member_tiers_tier_id_member_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."member_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_memberships" ADD CONSTRAINT "programme_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_memberships" ADD CONSTRAINT "programme_memberships_tier_id_member_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."member_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_business_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."business_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_business_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."business_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_subscriptions_live_key" ON "business_subscriptions" USING btree ("merchant_id") WHERE "business_subscriptions"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "business_subscriptions_plan_idx" ON "business_subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_periods_once_key" ON "membership_periods" USING btree ("membership_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_memberships_live_key" ON "programme_memberships" USING btree ("customer_id","programme") WHERE "programme_memberships"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "programme_memberships_programme_idx" ON "programme_memberships" USING btree ("programme","joined_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_once_key" ON "subscription_periods" USING btree ("subscription_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_invoice_key" ON "subscription_periods" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "subscription_periods_merchant_idx" ON "subscription_periods" USING btree ("merchant_id");