// Limits of the clinic's back office shared by the server's schemas and the web's forms (zod-free).

/** Service types (the spec's tipos_servicos, decision 180). */
export const SERVICE_TYPE_NAME_MAX = 60;
export const SERVICE_TYPE_ID_MAX = 60;
export const SERVICE_TYPES_PER_PLACE_MAX = 100;
