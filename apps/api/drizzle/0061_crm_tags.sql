DROP INDEX "crm_patient_summaries_districts";--> statement-breakpoint
DROP INDEX "crm_patient_summaries_cities";--> statement-breakpoint
DROP INDEX "crm_patient_summaries_procedures";--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "blood_type" text;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "has_children" boolean;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "supplier_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_tags" ON "crm_patient_summaries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_name" ON "crm_patient_summaries" USING btree ("place_id","full_name","patient_id");--> statement-breakpoint
-- hand-written below
-- Decision 210. Every value an 'in' filter compares, with its field's prefix, in one array under one
-- GIN: the filters' intersection happens inside that index. Cities and districts come already lower
-- case without accents (crm_summary_compute).
CREATE OR REPLACE FUNCTION crm_tags(
  p_gender text, p_marital text, p_blood text, p_suppliers text[], p_states text[], p_cities text[],
  p_districts text[], p_procedures text[]
) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT t), '{}'::text[]) FROM (
    SELECT 'g:' || p_gender AS t WHERE p_gender IS NOT NULL
    UNION ALL SELECT 'm:' || p_marital WHERE p_marital IS NOT NULL
    UNION ALL SELECT 'b:' || p_blood WHERE p_blood IS NOT NULL
    UNION ALL SELECT 's:' || x FROM unnest(p_suppliers) x
    UNION ALL SELECT 'st:' || x FROM unnest(p_states) x WHERE x IS NOT NULL
    UNION ALL SELECT 'c:' || x FROM unnest(p_cities) x WHERE x IS NOT NULL
    UNION ALL SELECT 'd:' || x FROM unnest(p_districts) x WHERE x IS NOT NULL
    UNION ALL SELECT 'p:' || x FROM unnest(p_procedures) x
  ) tags
$$;
--> statement-breakpoint
-- decision 198's refresh, now also copying the patient's filtered columns and writing the tags.
CREATE OR REPLACE FUNCTION crm_summary_refresh(p_patient uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET app.crm_summary_writer = 'on' AS $$
DECLARE
  v patients%ROWTYPE;
BEGIN
  SELECT * INTO v FROM patients WHERE id = p_patient;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO crm_patient_summaries (patient_id, place_id) VALUES (p_patient, v.place_id)
    ON CONFLICT (patient_id) DO NOTHING;
  PERFORM 1 FROM crm_patient_summaries WHERE patient_id = p_patient FOR UPDATE;
  UPDATE crm_patient_summaries s SET
    place_id = v.place_id, user_id = v.user_id, birthdate = v.birthdate,
    home_city = c.home_city, home_district = c.home_district, home_state = c.home_state,
    states = c.states, cities = c.cities, districts = c.districts,
    schedule_count = c.schedule_count, last_visit = c.last_visit,
    first_booking_at = c.first_booking_at, last_booking_at = c.last_booking_at,
    booking_statuses = c.booking_statuses, booking_types = c.booking_types, day_parts = c.day_parts,
    procedure_done = c.procedure_done, procedures = c.procedures,
    localities = crm_localities_of(v.user_id),
    full_name = v.full_name, gender = v.gender, marital_status = v.marital_status, blood_type = v.blood_type,
    has_children = v.has_children, occupation = v.occupation, supplier_ids = v.supplier_ids,
    tags = crm_tags(v.gender, v.marital_status, v.blood_type, v.supplier_ids, c.states, c.cities, c.districts,
      c.procedures),
    updated_at = now()
  FROM crm_summary_compute(v.place_id, v.user_id) c
  WHERE s.patient_id = p_patient;
END
$$;
--> statement-breakpoint
DROP TRIGGER crm_summary_patient ON patients;
--> statement-breakpoint
CREATE TRIGGER crm_summary_patient AFTER INSERT OR UPDATE OF place_id, user_id, birthdate, full_name, gender,
  marital_status, blood_type, has_children, occupation, supplier_ids ON patients
  FOR EACH ROW EXECUTE FUNCTION crm_summary_on_patient();
--> statement-breakpoint
-- The summaries already there, in one pass, with the two new indexes built after it (not row by row).
DROP INDEX crm_patient_summaries_tags;
--> statement-breakpoint
DROP INDEX crm_patient_summaries_name;
--> statement-breakpoint
SET LOCAL app.crm_summary_writer = 'on';
--> statement-breakpoint
UPDATE crm_patient_summaries s SET
  full_name = p.full_name, gender = p.gender, marital_status = p.marital_status, blood_type = p.blood_type,
  has_children = p.has_children, occupation = p.occupation, supplier_ids = p.supplier_ids,
  tags = crm_tags(p.gender, p.marital_status, p.blood_type, p.supplier_ids, s.states, s.cities, s.districts,
    s.procedures)
FROM patients p WHERE p.id = s.patient_id;
--> statement-breakpoint
SET LOCAL app.crm_summary_writer = 'off';
--> statement-breakpoint
CREATE INDEX crm_patient_summaries_tags ON crm_patient_summaries USING gin (tags);
--> statement-breakpoint
CREATE INDEX crm_patient_summaries_name ON crm_patient_summaries USING btree (place_id, full_name, patient_id);
--> statement-breakpoint
-- Under forced RLS only leakproof operators can be index conditions, and the array operators are
-- not: the GIN above is never used by a filter in the where. A restrictive policy's condition can:
-- app_user sees only the summaries carrying every tag of app.crm_tags (set by the CRM page in its
-- transaction; unset or empty, every row passes). It only ever narrows what the place's policy lets
-- through, so setting it gains a tenant nothing.
CREATE POLICY crm_patient_summaries_tags_wanted ON crm_patient_summaries AS RESTRICTIVE FOR SELECT TO app_user
  USING (tags @> coalesce(nullif(current_setting('app.crm_tags', true), ''), '{}')::text[]);
