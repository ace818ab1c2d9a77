CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_employee_idx" ON "sales" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sale_lines_description_trgm_idx" ON "sale_lines" USING gin ("description" gin_trgm_ops);