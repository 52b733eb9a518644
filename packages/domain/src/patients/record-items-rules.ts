// Surgeries and procedures of the clinical record (spec 2 §3; decisions 155–156). Pure rules, no I/O.

/** The unit a procedure's quantity is counted in (toxin units, mL of filler, syringes, threads…). */
export const PROCEDURE_UNITS = ['units', 'ml', 'mg', 'syringes', 'ampoules', 'vials', 'threads', 'sessions'] as const;
export type ProcedureUnit = (typeof PROCEDURE_UNITS)[number];

/** The largest quantity a procedure records (numeric(10,2) holds far more; no real dose comes near). */
export const PROCEDURE_QUANTITY_MAX = 10_000;

/** Short texts of a surgery or procedure (type, place, region, product, lot, technique). */
export const ITEM_TEXT_MAX = 200;

/** Common procedure types, offered as suggestions; the field stays free text (decision 156). */
export const PROCEDURE_TYPE_SUGGESTIONS = [
  'Toxina botulínica',
  'Preenchimento com ácido hialurônico',
  'Bioestimulador de colágeno',
  'Fios de PDO',
  'Peeling químico',
  'Microagulhamento',
  'Laser',
  'Skinbooster',
] as const;

/** Common surgery types, offered as suggestions. */
export const SURGERY_TYPE_SUGGESTIONS = [
  'Blefaroplastia',
  'Rinoplastia',
  'Lipoaspiração',
  'Mamoplastia de aumento',
  'Abdominoplastia',
  'Otoplastia',
  'Ritidoplastia',
] as const;

/** Whether a quantity has at most two decimals (numeric(10,2)). */
export function hasTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
