DROP INDEX "audit_log_merchant_idx";--> statement-breakpoint
CREATE INDEX "audit_log_merchant_at_idx" ON "audit_log" USING btree ("merchant_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_object_trgm_idx" ON "audit_log" USING gin ("object_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_employee_idx" ON "sales" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sale_lines_description_trgm_idx" ON "sale_lines" USING gin ("description" gin_trgm_ops);