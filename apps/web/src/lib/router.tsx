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

// The app's router (decision 225): the names of React Router 7's declarative mode that the app
// uses, with its behaviour (ranked matching, optional and splat segments, case-insensitive paths,
// a key and `state` per history entry, PUSH/REPLACE/POP, navigate(-1), a Link to the current
// location replaces it, search-only and relative targets), over the History API in ~2 KB instead
// of ~12 KB. Every screen imports these names from here, so a later change of router is this file.
// The matching functions are React Router's (MIT), ported.

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type Path = { pathname: string; search: string; hash: string };
export type Location = Path & { state: unknown; key: string };
export type To = string | Partial<Path>;
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = { (to: To, options?: NavigateOptions): void; (delta: number): void };
export type Params = Record<string, string | undefined>;
export type RouteObject = {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
};
export type RouteMatch<R = RouteObject> = { params: Params; pathname: string; pathnameBase: string; route: R };
export type PathPattern = { path: string; caseSensitive?: boolean; end?: boolean };
export type PathMatch = { params: Params; pathname: string; pathnameBase: string; pattern: PathPattern };

// ---- paths ----

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const normalizePathname = (p: string) => p.replace(/\/+$/, '').replace(/^\/*/, '/');
const normalizeSearch = (s: string) => (!s || s === '?' ? '' : s.startsWith('?') ? s : `?${s}`);
const normalizeHash = (h: string) => (!h || h === '#' ? '' : h.startsWith('#') ? h : `#${h}`);
const removeTrailingSlash = (p: string, min = 0) => (p.length > min && p.endsWith('/') ? p.slice(0, -1) : p);

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashIndex = rest.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = rest.slice(hashIndex);
    rest = rest.slice(0, hashIndex);
  }
  const searchIndex = rest.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = rest.slice(searchIndex);
    rest = rest.slice(0, searchIndex);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + normalizeSearch(search) + normalizeHash(hash);
}

function resolvePathname(relative: string, from: string): string {
  const segments = removeTrailingSlash(from).split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/** A target against the enclosing route's path (relative) or the location (search or hash only). */
function resolveTo(to: To, routePathname: string, locationPathname: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : { ...to };
  const empty = to === '' || target.pathname === '';
  const toPathname = empty ? '/' : target.pathname;
  let pathname: string;
  if (toPathname == null) pathname = locationPathname;
  else if (toPathname.startsWith('/')) pathname = resolvePathname(toPathname.replace(/\/\/+/g, '/').slice(1), '/');
  else pathname = resolvePathname(toPathname, routePathname);
  // A trailing slash asked for stays.
  if (toPathname?.endsWith('/') && !pathname.endsWith('/')) pathname += '/';
  return { pathname, search: normalizeSearch(target.search ?? ''), hash: normalizeHash(target.hash ?? '') };
}

function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

const withBasename = (basename: string, pathname: string) =>
  basename === '/' ? pathname : pathname === '/' ? basename : joinPaths([basename, pathname]);

// ---- matching (React Router's ranking) ----

type Compiled = [RegExp, { paramName: string; isOptional?: boolean }[]];

function compilePath(path: string, caseSensitive = false, end = true): Compiled {
  const params: Compiled[1] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(
      /\/:([\w-]+)(\?)?/g,
      (match, paramName: string, optional: string | undefined, index: number, str: string) => {
        params.push({ paramName, isOptional: optional != null });
        if (optional) {
          const next = str.charAt(index + match.length);
          return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
        }
        return '/([^\\/]+)';
      },
    )
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (path.endsWith('*')) {
    params.push({ paramName: '*' });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return [new RegExp(source, caseSensitive ? undefined : 'i'), params];
}

function matchCompiled(pattern: PathPattern, pathname: string, [matcher, compiled]: Compiled): PathMatch | null {
  const match = pathname.match(matcher);
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = removeTrailingSlash(matched, 1);
  const groups = match.slice(1);
  const params: Params = {};
  compiled.forEach(({ paramName, isOptional }, i) => {
    const value = groups[i];
    if (paramName === '*')
      pathnameBase = removeTrailingSlash(matched.slice(0, matched.length - (value || '').length), 1);
    params[paramName] = isOptional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern };
}

/** Whether a pattern ('/a/:b', end true unless said) matches a pathname, with its params. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const p = typeof pattern === 'string' ? { path: pattern, caseSensitive: false, end: true } : pattern;
  return matchCompiled(p, pathname, compilePath(p.path, p.caseSensitive, p.end ?? true));
}

function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

type Meta<R> = { relativePath: string; caseSensitive: boolean; childrenIndex: number; route: R; compiled: Compiled };
type Branch<R> = { path: string; score: number; routesMeta: Meta<R>[] };

const isSplat = (s: string) => s === '*';
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  return segments
    .filter((s) => !isSplat(s))
    .reduce((score, s) => score + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), initial);
}

function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a[a.length - 1] ?? 0) - (b[b.length - 1] ?? 0) : 0;
}

type AnyRoute = { path?: string; index?: boolean; caseSensitive?: boolean; children?: readonly AnyRoute[] };

function flattenRoutes<R extends AnyRoute>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parents: Omit<Meta<R>, 'compiled'>[] = [],
  parentPath = '',
): Branch<R>[] {
  const flatten = (route: R, index: number, relative = route.path || '') => {
    let relativePath = relative;
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath)) return;
      relativePath = relativePath.slice(parentPath.length);
    }
    const meta = { relativePath, caseSensitive: route.caseSensitive === true, childrenIndex: index, route };
    const path = joinPaths([parentPath, relativePath]);
    const routesMeta = parents.concat(meta);
    if (route.children?.length) flattenRoutes(route.children as R[], branches, routesMeta, path);
    if (route.path == null && !route.index) return;
    branches.push({
      path,
      score: computeScore(path, route.index),
      routesMeta: routesMeta.map((m, i) => ({
        ...m,
        compiled: compilePath(m.relativePath, m.caseSensitive, i === routesMeta.length - 1),
      })),
    });
  };
  routes.forEach((route, index) => {
    if (route.path === '' || !route.path?.includes('?')) flatten(route, index);
    else for (const exploded of explodeOptionalSegments(route.path)) flatten(route, index, exploded);
  });
  return branches;
}

function matchBranch<R>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch<R>[] = [];
  for (const [i, meta] of branch.routesMeta.entries()) {
    const end = i === branch.routesMeta.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchCompiled(
      { path: meta.relativePath, caseSensitive: meta.caseSensitive, end },
      remaining,
      meta.compiled,
    );
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route: meta.route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

const ranked = new WeakMap<readonly AnyRoute[], Branch<AnyRoute>[]>();

/** The chain of routes a pathname lands on, the most specific route winning (React Router's ranking). */
export function matchRoutes<R extends AnyRoute>(
  routes: readonly R[],
  location: string | Partial<Path>,
): RouteMatch<R>[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location) : location).pathname || '/';
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = flattenRoutes(routes);
    branches.sort((a, b) =>
      a.score !== b.score
        ? b.score - a.score
        : compareIndexes(
            a.routesMeta.map((m) => m.childrenIndex),
            b.routesMeta.map((m) => m.childrenIndex),
          ),
    );
    ranked.set(routes, branches as Branch<AnyRoute>[]);
  }
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

// ---- history ----

type Update = { action: NavigationType; location: Location };
type History = {
  read(): Update;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  listen(listener: (update: Update) => void): () => void;
};

const createKey = () => Math.random().toString(36).substring(2, 10);

/** The window's history; each entry holds React Router's shape ({ usr, key, idx }). */
function browserHistory(): History {
  const h = window.history;
  let action: NavigationType = 'POP';
  let listener: ((update: Update) => void) | null = null;
  if (h.state?.idx == null) h.replaceState({ ...h.state, idx: 0 }, '');
  const read = (): Update => {
    const { pathname, search, hash } = window.location;
    return {
      action,
      location: { pathname, search, hash, state: h.state?.usr ?? null, key: h.state?.key ?? 'default' },
    };
  };
  const write = (kind: 'PUSH' | 'REPLACE', path: string, state: unknown) => {
    action = kind;
    const idx = (h.state?.idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
    const entry = { usr: state, key: createKey(), idx };
    if (kind === 'REPLACE') h.replaceState(entry, '', path);
    else {
      try {
        h.pushState(entry, '', path);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(path);
      }
    }
    listener?.(read());
  };
  const onPop = () => {
    action = 'POP';
    listener?.(read());
  };
  return {
    read,
    push: (path, state) => write('PUSH', path, state),
    replace: (path, state) => write('REPLACE', path, state),
    go: (delta) => h.go(delta),
    listen(fn) {
      listener = fn;
      window.addEventListener('popstate', onPop);
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
}

/** History in memory (tests): entries and an index, as React Router's memory history. */
function memoryHistory(initialEntries: readonly To[], initialIndex?: number): History {
  const toLocation = (to: To, state: unknown = null, key = createKey()): Location => ({
    pathname: '/',
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key,
  });
  const entries = (initialEntries.length ? initialEntries : ['/']).map((to, i) =>
    toLocation(to, null, i === 0 ? 'default' : undefined),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  let listener: ((update: Update) => void) | null = null;
  const read = (): Update => ({ action, location: entries[index] as Location });
  return {
    read,
    push(path, state) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(path, state));
      listener?.(read());
    },
    replace(path, state) {
      action = 'REPLACE';
      entries[index] = toLocation(path, state);
      listener?.(read());
    },
    go(delta) {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      listener?.(read());
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}

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
