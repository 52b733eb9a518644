import { matchRoutes } from '../lib/router.tsx';
import { ROUTES, ROUTES_BY_NAME, type RouteDef } from './route-table.ts';

const matchable = ROUTES.map((route) => ({ id: route.name, path: route.path }));

/** The route-table entry a path (relative to the base path) lands on; NotFound when none. */
export function matchRouteDef(pathname: string): { route: RouteDef; params: Record<string, string | undefined> } {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.[matches.length - 1];
  const route = last ? ROUTES_BY_NAME[last.route.id] : undefined;
  return { route: route ?? ROUTES_BY_NAME.NotFound, params: last?.params ?? {} };
}
