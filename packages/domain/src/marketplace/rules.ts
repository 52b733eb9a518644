// Pure rules of the marketplace, shared by the server and the storefront.

export type Coordinates = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine), rounded to 0.1 km: enough to rank places in a city. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

export type RankedPlace = { open: boolean; distance_km: number | null; position: number; name: string };

/**
 * The order of a marketplace or branch list: open places first; then the nearest when the
 * customer shared a location (places without coordinates after those with); then the operator's
 * position; then the name.
 */
export function compareRanked(a: RankedPlace, b: RankedPlace): number {
  if (a.open !== b.open) return a.open ? -1 : 1;
  if (a.distance_km !== b.distance_km) {
    if (a.distance_km === null) return 1;
    if (b.distance_km === null) return -1;
    return a.distance_km - b.distance_km;
  }
  if (a.position !== b.position) return a.position - b.position;
  return a.name.localeCompare(b.name, 'pt-BR');
}

/** '1,2 km' / '850 m', as iFood and Rappi show it. */
export function formatDistance(km: number, locale: 'pt-BR' | 'en' = 'pt-BR'): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 50) * 50)} m`;
  return `${km.toLocaleString(locale, { maximumFractionDigits: 1 })} km`;
}

/** Lowercase without accents: filters compare cities and search text this way. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
