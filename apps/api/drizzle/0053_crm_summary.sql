CREATE TABLE "crm_patient_summaries" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" uuid,
	"birthdate" date,
	"home_city" text,
	"home_district" text,
	"home_state" text,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"districts" text[] DEFAULT '{}'::text[] NOT NULL,
	"schedule_count" integer DEFAULT 0 NOT NULL,
	"last_visit" timestamp with time zone,
	"first_booking_at" timestamp with time zone,
	"last_booking_at" timestamp with time zone,
	"booking_statuses" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"booking_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"day_parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"procedure_done" boolean DEFAULT false NOT NULL,
	"procedures" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD CONSTRAINT "crm_patient_summaries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_patient_summaries" ADD CONSTRAINT "crm_patient_summaries_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_birthdate" ON "crm_patient_summaries" USING btree ("place_id","birthdate");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_last_visit" ON "crm_patient_summaries" USING btree ("place_id","last_visit");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_user" ON "crm_patient_summaries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_districts" ON "crm_patient_summaries" USING gin ("districts");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_cities" ON "crm_patient_summaries" USING gin ("cities");--> statement-breakpoint
CREATE INDEX "crm_patient_summaries_procedures" ON "crm_patient_summaries" USING gin ("procedures");--> statement-breakpoint
-- hand-written below
-- The CRM summary (decision 177): what the CRM filters read of a patient's bookings and addresses,
-- kept by triggers in the transaction of every write that changes it. Cities and districts are
-- stored as the filters compare them (lower case, accents removed); the parts of the day are by
-- the hour the booking starts in Brazil. Status 3 is a cancelled booking, 2 an attended one; type 2
-- a procedure.
CREATE OR REPLACE FUNCTION crm_summary_compute(p_place uuid, p_user uuid)
RETURNS TABLE (
  home_city text, home_district text, home_state text, states text[], cities text[], districts text[],
  schedule_count integer, last_visit timestamptz, first_booking_at timestamptz, last_booking_at timestamptz,
  booking_statuses smallint[], booking_types smallint[], day_parts text[], procedure_done boolean, procedures text[]
)
LANGUAGE sql STABLE AS $$
  SELECT h.city, h.district, h.state, a.states, a.cities, a.districts,
    b.schedule_count, b.last_visit, b.first_at, b.last_at, b.statuses, b.types, b.parts, b.procedure_done,
    pr.procedures
  FROM (
    SELECT coalesce(array_agg(DISTINCT ad.state), '{}'::text[]) AS states,
      coalesce(array_agg(DISTINCT translate(lower(ad.city), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')), '{}'::text[]) AS cities,
      coalesce(array_agg(DISTINCT translate(lower(ad.district), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')), '{}'::text[]) AS districts
    FROM addresses ad WHERE ad.user_id = p_user
  ) a
  CROSS JOIN (
    SELECT (count(*) FILTER (WHERE at.status <> 3))::integer AS schedule_count,
      max(at.starts_at) FILTER (WHERE at.status = 2) AS last_visit,
      min(at.starts_at) FILTER (WHERE at.status <> 3) AS first_at,
      max(at.starts_at) FILTER (WHERE at.status <> 3) AS last_at,
      coalesce(array_agg(DISTINCT at.status), '{}'::smallint[]) AS statuses,
      coalesce(array_agg(DISTINCT at.type), '{}'::smallint[]) AS types,
      coalesce(array_agg(DISTINCT CASE
          WHEN extract(hour FROM at.starts_at AT TIME ZONE 'America/Sao_Paulo') < 12 THEN 'morning'
          WHEN extract(hour FROM at.starts_at AT TIME ZONE 'America/Sao_Paulo') < 18 THEN 'afternoon'
          ELSE 'evening' END) FILTER (WHERE at.status <> 3), '{}'::text[]) AS parts,
      coalesce(bool_or(at.type = 2 AND at.status = 2), false) AS procedure_done
    FROM attendancies at WHERE at.place_id = p_place AND at.user_id = p_user
  ) b
  CROSS JOIN (
    SELECT coalesce(array_agg(DISTINCT ap.product_id::text), '{}'::text[]) AS procedures
    FROM attendancies at JOIN appointments ap ON ap.id = at.appointment_id
    WHERE at.place_id = p_place AND at.user_id = p_user AND at.type = 2 AND at.status = 2
      AND ap.product_id IS NOT NULL
  ) pr
  LEFT JOIN LATERAL (
    SELECT ad.city, ad.district, ad.state FROM addresses ad WHERE ad.user_id = p_user
    ORDER BY ad.is_default DESC, ad.created_at DESC LIMIT 1
  ) h ON true
$$;
--> statement-breakpoint
-- Recomputes one patient's row. The row is locked first, so two transactions changing the same
-- patient's bookings take turns and the second computes from what the first committed.
CREATE OR REPLACE FUNCTION crm_summary_refresh(p_patient uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
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
    procedure_done = c.procedure_done, procedures = c.procedures, updated_at = now()
  FROM crm_summary_compute(v_place, v_user) c
  WHERE s.patient_id = p_patient;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_summary_on_patient() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM crm_summary_refresh(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_summary_on_booking() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.user_id IS NOT NULL THEN
    PERFORM crm_summary_refresh(p.id) FROM patients p WHERE p.place_id = OLD.place_id AND p.user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.user_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.place_id IS DISTINCT FROM OLD.place_id OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM crm_summary_refresh(p.id) FROM patients p WHERE p.place_id = NEW.place_id AND p.user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_summary_on_slot() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM crm_summary_refresh(p.id)
  FROM (SELECT DISTINCT at.place_id, at.user_id FROM attendancies at WHERE at.appointment_id = NEW.id) b
  JOIN patients p ON p.place_id = b.place_id AND p.user_id = b.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_summary_on_address() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM crm_summary_refresh(p.id) FROM patients p WHERE p.user_id = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM crm_summary_refresh(p.id) FROM patients p WHERE p.user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER crm_summary_patient AFTER INSERT OR UPDATE OF place_id, user_id, birthdate ON patients
  FOR EACH ROW EXECUTE FUNCTION crm_summary_on_patient();
--> statement-breakpoint
CREATE TRIGGER crm_summary_booking AFTER INSERT OR DELETE OR UPDATE OF place_id, user_id, status, type, starts_at, appointment_id
  ON attendancies FOR EACH ROW EXECUTE FUNCTION crm_summary_on_booking();
--> statement-breakpoint
CREATE TRIGGER crm_summary_slot AFTER UPDATE OF product_id ON appointments
  FOR EACH ROW WHEN (NEW.product_id IS DISTINCT FROM OLD.product_id) EXECUTE FUNCTION crm_summary_on_slot();
--> statement-breakpoint
CREATE TRIGGER crm_summary_address AFTER INSERT OR DELETE OR UPDATE OF user_id, state, city, district, is_default, created_at
  ON addresses FOR EACH ROW EXECUTE FUNCTION crm_summary_on_address();
--> statement-breakpoint
-- The patients already there, in one pass.
INSERT INTO crm_patient_summaries (
  patient_id, place_id, user_id, birthdate, home_city, home_district, home_state, states, cities, districts,
  schedule_count, last_visit, first_booking_at, last_booking_at, booking_statuses, booking_types, day_parts,
  procedure_done, procedures
)
SELECT p.id, p.place_id, p.user_id, p.birthdate, c.*
FROM patients p CROSS JOIN LATERAL crm_summary_compute(p.place_id, p.user_id) c;
--> statement-breakpoint
-- Tenant data read by the application role of one place (0001_rls.sql). Only the triggers write it:
-- the application role may not, and RLS is not forced on the table's owner, whose trigger functions
-- (SECURITY DEFINER) refresh the rows of every place an address change reaches.
ALTER TABLE crm_patient_summaries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY crm_patient_summaries_tenant ON crm_patient_summaries
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON crm_patient_summaries FROM app_user;
