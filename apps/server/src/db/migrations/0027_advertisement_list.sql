DROP INDEX "ad_campaigns_merchant_idx";--> statement-breakpoint
CREATE INDEX "ad_campaigns_created_idx" ON "ad_campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_running_idx" ON "ad_campaigns" USING btree ("ends_on","merchant_id") WHERE "ad_campaigns"."status" in ('approved', 'paused');--> statement-breakpoint
CREATE INDEX "ad_campaigns_merchant_idx" ON "ad_campaigns" USING btree ("merchant_id","created_at","id");