-- The fields an audited write changed on its object, each with its value before and after
-- (secrets redacted). Null where the operation names no object whose row is kept (a sign-up, a
-- new sale), and on the entries written before this column.
ALTER TABLE "audit_log" ADD COLUMN "field_changes" jsonb;
