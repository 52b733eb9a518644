CREATE TABLE "crm_place_localities" (
	"place_id" uuid NOT NULL,
	"locality" text NOT NULL,
	"state" text,
	"city" text,
	"district" text,
	"patients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_place_localities_place_id_locality_pk" PRIMARY KEY("place_id","locality")
);
--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "localities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_place_localities" ADD CONSTRAINT "crm_place_localities_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Decision 198. The (state, city, district) of every address of a patient's account, as written,
-- each a JSON array: the key of crm_place_localities.
CREATE OR REPLACE FUNCTION crm_localities_of(p_user uuid) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT json_build_array(ad.state, ad.city, ad.district)::text), '{}'::text[])
  FROM addresses ad WHERE ad.user_id = p_user
$$;
--> statement-breakpoint
-- The trigger functions run as the tables' owner with app.crm_summary_writer set (their SET
-- clause, undone when they return). Policies for that role alone, and only while the variable is
-- set, let them read the patients, bookings and slots and write the summaries of every place an
-- address change touches, with RLS forced on all of them; app_user never gets these policies, so
-- setting the variable gains it nothing. A function, so a deployment whose tables change owner
-- (and the test that proves this) grants the same policies to the new owner.
CREATE OR REPLACE FUNCTION crm_summary_grant_writer(p_role name) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY array['patients', 'attendancies', 'appointments'] LOOP
    EXECUTE format('DROP POLICY IF EXISTS %I ON %I', t || '_crm_writer', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I FOR SELECT TO %I USING (current_setting(''app.crm_summary_writer'', true) = ''on'')',
      t || '_crm_writer', t, p_role);
  END LOOP;
  FOREACH t IN ARRAY array['crm_patient_summaries', 'crm_place_localities'] LOOP
    EXECUTE format('DROP POLICY IF EXISTS %I ON %I', t || '_writer', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO %I USING (current_setting(''app.crm_summary_writer'', true) = ''on'') WITH CHECK (current_setting(''app.crm_summary_writer'', true) = ''on'')',
      t || '_writer', t, p_role);
  END LOOP;
END
$$;
--> statement-breakpoint
-- decision 177's refresh, now also writing the localities.
CREATE OR REPLACE FUNCTION crm_summary_refresh(p_patient uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET app.crm_summary_writer = 'on' AS $$
DECLARE
  v_place uuid;
  v_user uuid;
  v_birth date;
BEGIN
  SELECT place_id, user_id, birthdate INTO v_place, v_user, v_birth FROM patients WHERE id = p_patient;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO crm_patient_summaries (patient_id, place_id) VALUES (p_patient, v_place)
    ON CONFLICT (patient_id) DO NOTHING;
  PERFORM 1 FROM crm_patient_summaries WHERE patient_id = p_patient FOR UPDATE;
  UPDATE crm_patient_summaries s SET
    place_id = v_place, user_id = v_user, birthdate = v_birth,
    home_city = c.home_city, home_district = c.home_district, home_state = c.home_state,
    states = c.states, cities = c.cities, districts = c.districts,
    schedule_count = c.schedule_count, last_visit = c.last_visit,
    first_booking_at = c.first_booking_at, last_booking_at = c.last_booking_at,
    booking_statuses = c.booking_statuses, booking_types = c.booking_types, day_parts = c.day_parts,
    procedure_done = c.procedure_done, procedures = c.procedures,
    localities = crm_localities_of(v_user), updated_at = now()
  FROM crm_summary_compute(v_place, v_user) c
  WHERE s.patient_id = p_patient;
END
$$;
--> statement-breakpoint
-- The count of a place's patients per locality follows each summary row: inserted, deleted (the
-- patient's cascade) or its localities or place changed.
CREATE OR REPLACE FUNCTION crm_localities_count() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET app.crm_summary_writer = 'on' AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE crm_place_localities l SET patients = l.patients - 1
    WHERE l.place_id = OLD.place_id AND l.locality = ANY (OLD.localities)
      AND NOT (TG_OP = 'UPDATE' AND NEW.place_id = OLD.place_id AND l.locality = ANY (NEW.localities));
    DELETE FROM crm_place_localities l
    WHERE l.place_id = OLD.place_id AND l.locality = ANY (OLD.localities) AND l.patients <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO crm_place_localities AS l (place_id, locality, state, city, district, patients)
    SELECT NEW.place_id, k, (k::json)->>0, (k::json)->>1, (k::json)->>2, 1
    FROM unnest(NEW.localities) k
    WHERE TG_OP = 'INSERT' OR NEW.place_id IS DISTINCT FROM OLD.place_id OR NOT (k = ANY (OLD.localities))
    ORDER BY k
    ON CONFLICT (place_id, locality) DO UPDATE SET patients = l.patients + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Existing summaries get their localities (before the counting trigger exists), then the counts in one pass.
UPDATE crm_patient_summaries s SET localities = crm_localities_of(s.user_id) WHERE s.user_id IS NOT NULL;
--> statement-breakpoint
INSERT INTO crm_place_localities (place_id, locality, state, city, district, patients)
SELECT s.place_id, k, (k::json)->>0, (k::json)->>1, (k::json)->>2, count(*)::integer
FROM crm_patient_summaries s CROSS JOIN LATERAL unnest(s.localities) k
GROUP BY s.place_id, k;
--> statement-breakpoint
CREATE TRIGGER crm_localities_insert_delete AFTER INSERT OR DELETE ON crm_patient_summaries
  FOR EACH ROW EXECUTE FUNCTION crm_localities_count();
--> statement-breakpoint
CREATE TRIGGER crm_localities_update AFTER UPDATE OF place_id, localities ON crm_patient_summaries
  FOR EACH ROW WHEN (OLD.localities IS DISTINCT FROM NEW.localities OR OLD.place_id IS DISTINCT FROM NEW.place_id)
  EXECUTE FUNCTION crm_localities_count();
--> statement-breakpoint
-- Both tables: tenant data of one place for app_user, forced on their owner too (a query outside a
-- place's transaction sees nothing); only the trigger functions above write past it.
ALTER TABLE crm_place_localities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_place_localities_tenant ON crm_place_localities
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON crm_place_localities FROM app_user;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION crm_summary_grant_writer(name) FROM PUBLIC;
--> statement-breakpoint
SELECT crm_summary_grant_writer(current_user);
--> statement-breakpoint
ALTER FUNCTION crm_summary_on_patient() SET app.crm_summary_writer = 'on';
--> statement-breakpoint
ALTER FUNCTION crm_summary_on_booking() SET app.crm_summary_writer = 'on';
--> statement-breakpoint
ALTER FUNCTION crm_summary_on_slot() SET app.crm_summary_writer = 'on';
--> statement-breakpoint
ALTER FUNCTION crm_summary_on_address() SET app.crm_summary_writer = 'on';
--> statement-breakpoint
ALTER TABLE crm_patient_summaries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_place_localities FORCE ROW LEVEL SECURITY;
