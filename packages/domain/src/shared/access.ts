// Access levels of spec 3 §2.1. A supplier is a manager with a supplier id; each level includes
// every lower one, so a single numeric comparison decides.

export const ACCESS_LEVEL = {
  anonymous: 0,
  user: 1,
  manager: 2,
  supplier: 3,
  owner: 4,
} as const;

export type AccessLevel = keyof typeof ACCESS_LEVEL;

export const ACCESS_LEVELS = Object.keys(ACCESS_LEVEL) as AccessLevel[];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && Object.hasOwn(ACCESS_LEVEL, value);
}

/** True when `actual` is at least `required`. */
export function meetsLevel(actual: AccessLevel, required: AccessLevel): boolean {
  return ACCESS_LEVEL[actual] >= ACCESS_LEVEL[required];
}
