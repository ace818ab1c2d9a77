CREATE INDEX "merchants_name_order_idx" ON "merchants" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "merchants_name_trgm_idx" ON "merchants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_provider_idx" ON "merchants" USING btree ("created_at") WHERE "merchants"."is_provider";