CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone NOT NULL,
	"employee_id" uuid NOT NULL,
	"merchant_id" uuid,
	"action" text NOT NULL,
	"object_id" text,
	"changes" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"address" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_log_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_employee_idx" ON "audit_log" USING btree ("employee_id","id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
