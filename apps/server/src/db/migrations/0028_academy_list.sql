DROP INDEX "course_enrolments_course_idx";--> statement-breakpoint
CREATE INDEX "course_enrolments_due_idx" ON "course_enrolments" USING btree (("completed_at" is not null),"due_at","employee_id","course_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id",("completed_at" is not null),"due_at","employee_id");