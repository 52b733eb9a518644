import { matchRouteDef } from '../../../app/match-route.ts';
import { basePath } from '../../../lib/base-path.ts';

/**
 * The params of the location being loaded, for route loaders (which run before the screen and get
 * no params): the router has already moved window.location when the loader runs.
 */
export function currentRouteParams(): Record<string, string | undefined> {
  const path = window.location.pathname.slice(basePath.basename.length) || '/';
  return matchRouteDef(path).params;
}
