CREATE TABLE "commission_totals_provider_daily" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "commission_totals_provider_daily_day_status_currency_shard_pk" PRIMARY KEY("day","status","currency","shard")
);
--> statement-breakpoint
-- A business's shard of the provider-wide totals: the last byte of its id (random in a v4 uuid),
-- so the businesses spread evenly over 8 rows a day, status and currency.
CREATE FUNCTION "commission_totals_shard"(merchant_id uuid) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (get_byte(uuid_send(merchant_id), 15) % 8)::smallint $$;--> statement-breakpoint
-- Every statement that writes commissions adds what it wrote to both rollups and takes back what
-- it replaced: the per-business one first, then the provider-wide one, each in key order, so that
-- two statements never wait on each other crosswise. A commission's shard follows its business,
-- so that commissions of different businesses made at once seldom queue on one row lock.
CREATE OR REPLACE FUNCTION "commission_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tz text := analytics_provider_timezone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO commission_totals_daily AS t (merchant_id, day, status, currency, count, total_minor)
      SELECT merchant_id, (created_at AT TIME ZONE v_tz)::date, status, currency, count(*), sum(amount_minor)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, status, currency) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
    INSERT INTO commission_totals_provider_daily AS t (day, status, currency, shard, count, total_minor)
      SELECT (created_at AT TIME ZONE v_tz)::date, status, currency, commission_totals_shard(merchant_id),
        count(*), sum(amount_minor)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, status, currency, shard) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO commission_totals_daily AS t (merchant_id, day, status, currency, count, total_minor)
      SELECT merchant_id, (created_at AT TIME ZONE v_tz)::date, status, currency, -count(*), -sum(amount_minor)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, status, currency) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
    INSERT INTO commission_totals_provider_daily AS t (day, status, currency, shard, count, total_minor)
      SELECT (created_at AT TIME ZONE v_tz)::date, status, currency, commission_totals_shard(merchant_id),
        -count(*), -sum(amount_minor)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, status, currency, shard) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
  ELSE
    INSERT INTO commission_totals_daily AS t (merchant_id, day, status, currency, count, total_minor)
      SELECT merchant_id, (created_at AT TIME ZONE v_tz)::date, status, currency, sum(n), sum(amount)
      FROM (SELECT merchant_id, created_at, status, currency, 1 AS n, amount_minor AS amount FROM new_rows
            UNION ALL
            SELECT merchant_id, created_at, status, currency, -1, -amount_minor FROM old_rows) d
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, status, currency) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
    INSERT INTO commission_totals_provider_daily AS t (day, status, currency, shard, count, total_minor)
      SELECT (created_at AT TIME ZONE v_tz)::date, status, currency, commission_totals_shard(merchant_id),
        sum(n), sum(amount)
      FROM (SELECT merchant_id, created_at, status, currency, 1 AS n, amount_minor AS amount FROM new_rows
            UNION ALL
            SELECT merchant_id, created_at, status, currency, -1, -amount_minor FROM old_rows) d
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, status, currency, shard) DO UPDATE
        SET count = t.count + excluded.count, total_minor = t.total_minor + excluded.total_minor;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Both rollups again from every commission (a bulk load with triggers off, a new provider's time
-- zone); commissions are locked against writes meanwhile. The provider-wide one is the sum of
-- the per-business one's shards.
CREATE OR REPLACE FUNCTION "commission_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE commissions IN SHARE MODE;
  DELETE FROM commission_totals_daily;
  DELETE FROM commission_totals_provider_daily;
  INSERT INTO commission_totals_daily (merchant_id, day, status, currency, count, total_minor)
    SELECT merchant_id, (created_at AT TIME ZONE analytics_provider_timezone())::date, status, currency,
      count(*), sum(amount_minor)
    FROM commissions GROUP BY 1, 2, 3, 4;
  INSERT INTO commission_totals_provider_daily (day, status, currency, shard, count, total_minor)
    SELECT day, status, currency, commission_totals_shard(merchant_id), sum(count), sum(total_minor)
    FROM commission_totals_daily GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
SELECT commission_totals_rebuild();
