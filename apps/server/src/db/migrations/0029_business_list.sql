CREATE INDEX "merchants_status_name_order_idx" ON "merchants" USING btree ("status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "merchants_company_name_trgm_idx" ON "merchants" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_company_legal_name_trgm_idx" ON "merchants" USING gin ("company_legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_company_email_trgm_idx" ON "merchants" USING gin ("company_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_company_city_trgm_idx" ON "merchants" USING gin ("company_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_subscriptions_plan_live_idx" ON "business_subscriptions" USING btree ("plan_id","ends_at") WHERE "business_subscriptions"."superseded_at" is null;