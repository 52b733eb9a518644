-- The customer audit and the print document log are tenant data: the policy of 0001_rls.sql;
-- grants to app_user come from the default privileges set there.
ALTER TABLE customer_audit ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE customer_audit FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_audit_tenant ON customer_audit
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
--> statement-breakpoint
-- The audit is append-only for the application.
REVOKE UPDATE, DELETE ON customer_audit FROM app_user;
--> statement-breakpoint
ALTER TABLE print_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE print_documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY print_documents_tenant ON print_documents
  USING (place_id = app_place_id()) WITH CHECK (place_id = app_place_id());
