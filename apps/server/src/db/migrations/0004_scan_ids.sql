ALTER TABLE "scans" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "scans_employee_scan_id_idx" ON "scans" USING btree ("employee_id","scan_id");