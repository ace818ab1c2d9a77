CREATE TABLE "academy_progress_links" (
	"employee_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"due_day" date NOT NULL,
	"completed" boolean NOT NULL,
	CONSTRAINT "academy_progress_links_employee_id_course_id_merchant_id_pk" PRIMARY KEY("employee_id","course_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "academy_progress_totals" (
	"course_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"due_day" date NOT NULL,
	"enrolled" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "academy_progress_totals_course_id_merchant_id_due_day_pk" PRIMARY KEY("course_id","merchant_id","due_day")
);
--> statement-breakpoint
CREATE INDEX "academy_progress_links_course_idx" ON "academy_progress_links" USING btree ("course_id");--> statement-breakpoint
-- The links of the people and courses given, from the enrolments, the memberships, their roles
-- and the assignments as they stand: null leaves that side open.
CREATE FUNCTION "academy_progress_live"(people uuid[], course_ids uuid[])
RETURNS TABLE (employee_id uuid, course_id uuid, merchant_id uuid, due_day date, completed boolean)
LANGUAGE sql STABLE AS $$
  SELECT e.employee_id, e.course_id, m.merchant_id, (e.due_at AT TIME ZONE 'UTC')::date,
    e.completed_at IS NOT NULL
  FROM course_enrolments e
  JOIN memberships m ON m.employee_id = e.employee_id AND m.status = 'active'
  WHERE (people IS NULL OR e.employee_id = ANY (people))
    AND (course_ids IS NULL OR e.course_id = ANY (course_ids))
    AND EXISTS (SELECT 1 FROM membership_roles r JOIN course_assignments a
      ON a.course_id = e.course_id
      AND a.role_id = (CASE WHEN r.role_id = 'su' THEN 'ADMIN' ELSE r.role_id END)
      WHERE r.membership_id = m.id)
$$;--> statement-breakpoint
-- The links of the people and courses a statement touched, made what academy_progress_live says.
-- Being a refresh and not a difference, it is exact whichever order the triggers of one statement
-- and of its cascades fire in (a role's trigger enrolling the person, a person's deletion taking
-- their memberships and enrolments). Two transactions refreshing the same person take turns, the
-- second reading the first's writes (each statement here reads what is committed when it starts):
-- a lock per person, under a shared one that a refresh of whole courses or of many people takes
-- alone (a lock per person for them would fill the lock table).
CREATE FUNCTION "academy_progress_refresh"(people uuid[], course_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF people IS NULL OR cardinality(people) > 64 THEN
    PERFORM pg_advisory_xact_lock(hashtext('academy_progress'), 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtext('academy_progress'), 0);
    PERFORM pg_advisory_xact_lock(hashtext('academy_progress'), hashtext(p::text))
      FROM unnest(people) p ORDER BY hashtext(p::text);
  END IF;
  DELETE FROM academy_progress_links l
    WHERE (people IS NULL OR l.employee_id = ANY (people))
      AND (course_ids IS NULL OR l.course_id = ANY (course_ids))
      AND NOT EXISTS (SELECT 1 FROM academy_progress_live(people, course_ids) v
        WHERE (v.employee_id, v.course_id, v.merchant_id, v.due_day, v.completed)
          = (l.employee_id, l.course_id, l.merchant_id, l.due_day, l.completed));
  INSERT INTO academy_progress_links
    SELECT * FROM academy_progress_live(people, course_ids) ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
-- What a statement on the enrolments, the memberships, their roles or the assignments touched:
-- the enrolments' people in their courses; a membership's or a role's people in every course (a
-- membership just deleted refreshes its person from its own trigger, its roles' finding it gone);
-- an assignment's courses for everyone (rare, an administrator's change).
CREATE FUNCTION "academy_progress_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  people uuid[];
  course_ids uuid[];
BEGIN
  IF TG_TABLE_NAME = 'course_enrolments' THEN
    EXECUTE format('SELECT ARRAY(SELECT DISTINCT employee_id FROM (%1$s) t),
      ARRAY(SELECT DISTINCT course_id FROM (%1$s) t)', touched) INTO people, course_ids;
  ELSIF TG_TABLE_NAME = 'memberships' THEN
    EXECUTE format('SELECT ARRAY(SELECT DISTINCT employee_id FROM (%s) t)', touched) INTO people;
  ELSIF TG_TABLE_NAME = 'membership_roles' THEN
    EXECUTE format('SELECT ARRAY(SELECT DISTINCT m.employee_id FROM (%s) t
      JOIN memberships m ON m.id = t.membership_id)', touched) INTO people;
  ELSE
    EXECUTE format('SELECT ARRAY(SELECT DISTINCT course_id FROM (%s) t)', touched) INTO course_ids;
  END IF;
  IF cardinality(people) > 0 OR cardinality(course_ids) > 0 THEN
    PERFORM academy_progress_refresh(people, course_ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same three triggers on each of the four tables.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['course_enrolments', 'memberships', 'membership_roles', 'course_assignments'] LOOP
    EXECUTE format('CREATE TRIGGER academy_progress_insert AFTER INSERT ON %I
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION academy_progress_touched()', t);
    EXECUTE format('CREATE TRIGGER academy_progress_update AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION academy_progress_touched()', t);
    EXECUTE format('CREATE TRIGGER academy_progress_delete AFTER DELETE ON %I
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION academy_progress_touched()', t);
  END LOOP;
END;
$$;--> statement-breakpoint
-- The links a statement added and took away, counted into the totals in key order (two
-- statements lock the totals' rows in the same order and never wait on each other crosswise).
CREATE FUNCTION "academy_progress_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO academy_progress_totals AS t (course_id, merchant_id, due_day, enrolled, completed)
      SELECT course_id, merchant_id, due_day, count(*), count(*) FILTER (WHERE completed)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (course_id, merchant_id, due_day) DO UPDATE
        SET enrolled = t.enrolled + excluded.enrolled, completed = t.completed + excluded.completed;
  ELSE
    INSERT INTO academy_progress_totals AS t (course_id, merchant_id, due_day, enrolled, completed)
      SELECT course_id, merchant_id, due_day, -count(*), -count(*) FILTER (WHERE completed)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (course_id, merchant_id, due_day) DO UPDATE
        SET enrolled = t.enrolled + excluded.enrolled, completed = t.completed + excluded.completed;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "academy_progress_totals_insert" AFTER INSERT ON "academy_progress_links"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION academy_progress_totals_apply();--> statement-breakpoint
CREATE TRIGGER "academy_progress_totals_delete" AFTER DELETE ON "academy_progress_links"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION academy_progress_totals_apply();--> statement-breakpoint
-- The links and totals again from every enrolment (a bulk load with triggers off); the tables
-- they come from are locked against writes meanwhile.
CREATE FUNCTION "academy_progress_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE course_enrolments, memberships, membership_roles, course_assignments IN SHARE MODE;
  DELETE FROM academy_progress_links;
  DELETE FROM academy_progress_totals;
  PERFORM academy_progress_refresh(NULL, NULL);
END;
$$;--> statement-breakpoint
SELECT academy_progress_rebuild();
