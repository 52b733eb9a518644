-- Custom SQL migration file, put your code below! --
-- hand-written below
-- Decision 208. Every change to a supplier's slots, bookings or profile is announced on the
-- channel `agenda_changed` as '<place id>/<supplier id>' (old and new row), delivered at commit to
-- every API instance that listens: they drop that supplier's agenda from memory. NOTIFY folds
-- equal payloads of one transaction, so a year of slots inserted at once sends one message.
CREATE OR REPLACE FUNCTION agenda_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('agenda_changed', OLD.place_id::text || '/' || OLD.supplier_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('agenda_changed', NEW.place_id::text || '/' || NEW.supplier_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_agenda_changed AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION agenda_changed();
--> statement-breakpoint
CREATE TRIGGER attendancies_agenda_changed AFTER INSERT OR UPDATE OR DELETE ON attendancies
  FOR EACH ROW EXECUTE FUNCTION agenda_changed();
--> statement-breakpoint
CREATE TRIGGER service_suppliers_agenda_changed AFTER INSERT OR UPDATE OR DELETE ON service_suppliers
  FOR EACH ROW EXECUTE FUNCTION agenda_changed();
