DROP INDEX "course_enrolments_course_idx";--> statement-breakpoint
DROP INDEX "ad_campaigns_merchant_idx";--> statement-breakpoint
CREATE INDEX "course_enrolments_due_idx" ON "course_enrolments" USING btree (("completed_at" is not null),"due_at","employee_id","course_id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_created_idx" ON "ad_campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_running_idx" ON "ad_campaigns" USING btree ("ends_on","merchant_id") WHERE "ad_campaigns"."status" in ('approved', 'paused');--> statement-breakpoint
CREATE INDEX "merchants_name_order_idx" ON "merchants" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "merchants_name_trgm_idx" ON "merchants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_provider_idx" ON "merchants" USING btree ("created_at") WHERE "merchants"."is_provider";--> statement-breakpoint
CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id",("completed_at" is not null),"due_at","employee_id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_merchant_idx" ON "ad_campaigns" USING btree ("merchant_id","created_at","id");