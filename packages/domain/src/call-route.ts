import type { AccessLevel } from './shared/access.ts';

/** Where a call is served: app calls at /api/app, admin at /api/admin, payments at /api/payments. */
export type Surface = 'app' | 'admin' | 'payments';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a call is served and who may make it, without its schemas: each feature's `routes.ts`
 * declares these, its `calls.ts` adds the zod schemas, and the browser imports only the routes so
 * the login screen ships no validation library. `name` is the spec's own name (e.g.
 * 'v2/orderdelivery', 'admin/updateorder'); the URL is /api/{surface}/{path}.
 * `place`: 'required' when the call reads or writes a place's data (the request must name a place),
 * 'optional' when the place only adds context (e.g. login also returns the manager token of that place).
 */
export type CallRoute<N extends string = string> = {
  name: N;
  surface: Surface;
  path: string;
  method: HttpMethod;
  level: AccessLevel;
  place: 'required' | 'optional';
  /**
   * Only at a clinic / service-supplier place (`service_supplier`): anywhere else the server answers
   * 403 `clinic_only` (decision 206), as the web's clinic-only screens redirect.
   */
  clinic?: true;
};

/**
 * A route as written: the level, and whatever differs from the default, POST /api/app/{name}
 * (names starting 'admin/' or 'payments/' are served under that surface, without the prefix).
 */
export type RouteSpec = Pick<CallRoute, 'level'> &
  Partial<Pick<CallRoute, 'surface' | 'path' | 'method' | 'place' | 'clinic'>>;

export type CallRoutes<T> = { [N in keyof T & string]: CallRoute<N> };

export function defineRoutes<const T extends Record<string, RouteSpec>>(specs: T): CallRoutes<T> {
  const routes: Record<string, CallRoute> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const prefix = /^(admin|payments)\//.exec(name)?.[1] as Surface | undefined;
    const surface = spec.surface ?? prefix ?? 'app';
    const path = spec.path ?? (surface === prefix ? name.slice(`${prefix}/`.length) : name);
    routes[name] = { name, method: 'POST', place: 'required', ...spec, surface, path };
  }
  return routes as CallRoutes<T>;
}

export function callUrl(route: Pick<CallRoute, 'surface' | 'path'>): string {
  return `/api/${route.surface}/${route.path}`;
}
