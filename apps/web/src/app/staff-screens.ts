import type { RouteModule } from './registered-routes.ts';

// The back office's screens (routes/admin/) as lazy modules: a chunk of its own, so their imports
// and preload lists stay out of the storefront's entry (registered-routes.ts, decision 205).

const modules = import.meta.glob<RouteModule>('../routes/admin/*-route.tsx');

/** The screen files this table can load (a path under src/routes). */
export const STAFF_SCREEN_FILES: readonly string[] = Object.keys(modules).map((key) => key.replace('../routes/', ''));

export function loadStaffScreen(file: string): Promise<RouteModule> {
  const load = modules[`../routes/${file}`];
  if (!load) return Promise.reject(new Error(`no screen module ${file}`));
  return load();
}
