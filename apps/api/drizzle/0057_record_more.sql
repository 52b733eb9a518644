CREATE TABLE "clinic_integration_sandbox_patients" (
	"place_id" text NOT NULL,
	"cpf" text NOT NULL,
	"patient" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_integration_sandbox_patients_place_id_cpf_pk" PRIMARY KEY("place_id","cpf")
);
