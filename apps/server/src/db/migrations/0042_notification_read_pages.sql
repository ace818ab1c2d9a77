-- A page of read notifications from its own index, as unread ones: from the person's whole list, a
-- read page had to pass every newer unread one first.
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("employee_id","id") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("employee_id","id") WHERE "notifications"."read_at" is null;