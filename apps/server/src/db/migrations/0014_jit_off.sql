-- PostgreSQL compiles a query with LLVM once its estimated cost passes jit_above_cost. The
-- product's queries are short and read through indexes, but a keyset page with filters over a large
-- business is estimated high: compiling took 350 ms of a 385 ms invoices page at 100,000 invoices
-- (bench/invoice-bench.ts). Set for the database, so every connection gets it, through a pooler too;
-- a role that may not alter the database keeps the server's default and is told so.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit stays as configured: % may not alter database %', current_user, current_database();
END $$;
