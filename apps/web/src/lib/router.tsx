import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  Fragment,
  forwardRef,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { browserHistory, type History, memoryHistory } from './router-history.ts';
import {
  createPath,
  joinPaths,
  type Location,
  matchRoutes,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  normalizePathname,
  type Params,
  type Path,
  parsePath,
  type RouteMatch,
  type RouteObject,
  resolveTo,
  stripBasename,
  type To,
  withBasename,
} from './router-paths.ts';

export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  NavigationType,
  Params,
  Path,
  PathMatch,
  PathPattern,
  RouteMatch,
  RouteObject,
  To,
} from './router-paths.ts';
export { createPath, matchPath, matchRoutes, parsePath } from './router-paths.ts';

// The app's router (decision 225): the names of React Router 7's declarative mode that the app
// uses, with its behaviour (ranked matching, optional and splat segments, case-insensitive paths,
// a key and `state` per history entry, PUSH/REPLACE/POP, navigate(-1), a Link to the current
// location replaces it, search-only and relative targets), over the History API in ~2 KB instead
// of ~12 KB. Every screen imports these names from here, so a later change of router is this file.
// The matching functions are React Router's (MIT), ported.

// ---- React ----

type Navigation = { history: History; basename: string; location: Location; action: NavigationType };
const NavigationContext = createContext<Navigation | null>(null);
const RouteContext = createContext<{ matches: RouteMatch[] }>({ matches: [] });

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('router hooks are used inside a router only');
  return navigation;
}

function Router({ history, basename, children }: { history: History; basename: string; children?: ReactNode }) {
  const [update, setUpdate] = useState(history.read);
  // As React Router 7: a navigation's render is a transition.
  useLayoutEffect(() => history.listen((next) => startTransition(() => setUpdate(next))), [history]);
  const base = normalizePathname(basename);
  const pathname = stripBasename(update.location.pathname, base);
  const value = useMemo(
    () =>
      pathname == null
        ? null
        : { history, basename: base, action: update.action, location: { ...update.location, pathname } },
    [history, base, update, pathname],
  );
  if (!value) return null;
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function BrowserRouter({ basename = '/', children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

export function MemoryRouter({
  basename = '/',
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  basename?: string;
  initialEntries?: To[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

export const useLocation = (): Location => useNavigation().location;
export const useNavigationType = (): NavigationType => useNavigation().action;

export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}

/** The pathname relative targets start from: the enclosing route's, else the location's. */
function useRoutePathname(): string | null {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.pathname ?? null;
}

function useResolved(to: To): Path {
  const { location } = useNavigation();
  const from = useRoutePathname() ?? location.pathname;
  return resolveTo(to, from, location.pathname);
}

export function useNavigate(): NavigateFunction {
  const { history, basename, location } = useNavigation();
  const from = useRoutePathname() ?? location.pathname;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, from, location.pathname);
      const href = createPath({ ...path, pathname: withBasename(basename, path.pathname) });
      if (options.replace) history.replace(href, options.state ?? null);
      else history.push(href, options.state ?? null);
    },
    [history, basename, from, location.pathname],
  ) as NavigateFunction;
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];
const toSearchParams = (init: SearchInit) =>
  new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
  );

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = toSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      navigate(`?${value}`, options);
    },
    [navigate, params],
  );
  return [params, set];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { basename, location } = useNavigation();
  const navigate = useNavigate();
  const path = useResolved(to);
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? (to as string) : createPath({ ...path, pathname: withBasename(basename, path.pathname) });
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || event.defaultPrevented) return;
    if (event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to where one already is replaces the entry instead of adding one.
    navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handle} />;
});

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
};

/** A Link that knows whether the location is at (or, without `end`, under) its target. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className = '', 'aria-current': ariaCurrent = 'page', to, ...rest },
  ref,
) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolved(to).pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive, isPending: false })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} ref={ref} to={to} className={classes} aria-current={isActive ? ariaCurrent : undefined} />;
});

/** Navigates once rendered (in an effect, as React Router's declarative Navigate). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const json = JSON.stringify(to);
  useEffect(() => navigate(JSON.parse(json) as To, { replace, state }), [navigate, json, replace, state]);
  return null;
}

/** The element of the route a location lands on, below the enclosing route (nested routes, params merged). */
export function useRoutes(routes: RouteObject[], location?: Partial<Path> | string): ReactElement | null {
  const parent = useContext(RouteContext);
  const navigation = useNavigation();
  const parentMatch = parent.matches[parent.matches.length - 1];
  const base = parentMatch?.pathnameBase ?? '/';
  const target = location == null ? navigation.location : typeof location === 'string' ? parsePath(location) : location;
  const pathname = target.pathname || '/';
  const remaining = base === '/' ? pathname : pathname.slice(base.length) || '/';
  const matches = matchRoutes(routes, remaining);
  if (!matches) return null;
  const own = matches.map((m) => ({
    ...m,
    params: { ...parentMatch?.params, ...m.params },
    pathname: joinPaths([base, m.pathname]),
    pathnameBase: m.pathnameBase === '/' ? base : joinPaths([base, m.pathnameBase]),
  }));
  const leaf = own[own.length - 1] as RouteMatch;
  const rendered = (
    <RouteContext.Provider value={{ matches: [...parent.matches, ...own] }}>
      {leaf.route.element ?? null}
    </RouteContext.Provider>
  );
  if (location == null) return rendered;
  // As React Router: below a location given here, that location is the one read (a POP), not the
  // history's current one (the router shows a screen for the location it was resolved for).
  const given: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default', ...target };
  return (
    <NavigationContext.Provider value={{ ...navigation, location: given, action: 'POP' }}>
      {rendered}
    </NavigationContext.Provider>
  );
}

export type RouteProps = {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: ReactNode;
};

/** A route inside <Routes>: read by Routes, never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> is only ever used inside <Routes>');
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { path, index, caseSensitive, element, children: nested } = child.props;
    routes.push({ path, index, caseSensitive, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

export function Routes({ children, location }: { children?: ReactNode; location?: Partial<Path> | string }) {
  return useRoutes(routesOf(children), location);
}
