// React Router's path and matching functions, ported (decision 225). Their licence:
//
// MIT License
//
// Copyright (c) React Training LLC 2015-2019
// Copyright (c) Remix Software Inc. 2020-2021
// Copyright (c) Shopify Inc. 2022-2023
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
// associated documentation files (the "Software"), to deal in the Software without restriction,
// including without limitation the rights to use, copy, modify, merge, publish, distribute,
// sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or
// substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
// NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
// NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
// DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
// OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

import type { ReactNode } from 'react';

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

export const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
export const normalizePathname = (p: string) => p.replace(/\/+$/, '').replace(/^\/*/, '/');
export const normalizeSearch = (s: string) => (!s || s === '?' ? '' : s.startsWith('?') ? s : `?${s}`);
export const normalizeHash = (h: string) => (!h || h === '#' ? '' : h.startsWith('#') ? h : `#${h}`);
export const removeTrailingSlash = (p: string, min = 0) => (p.length > min && p.endsWith('/') ? p.slice(0, -1) : p);

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

export function resolvePathname(relative: string, from: string): string {
  const segments = removeTrailingSlash(from).split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/** A target against the enclosing route's path (relative) or the location (search or hash only). */
export function resolveTo(to: To, routePathname: string, locationPathname: string): Path {
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

export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

export const withBasename = (basename: string, pathname: string) =>
  basename === '/' ? pathname : pathname === '/' ? basename : joinPaths([basename, pathname]);

// ---- matching (React Router's ranking) ----

export type Compiled = [RegExp, { paramName: string; isOptional?: boolean }[]];

export function compilePath(path: string, caseSensitive = false, end = true): Compiled {
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

export function matchCompiled(pattern: PathPattern, pathname: string, [matcher, compiled]: Compiled): PathMatch | null {
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

export function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

export type Meta<R> = {
  relativePath: string;
  caseSensitive: boolean;
  childrenIndex: number;
  route: R;
  /** Made at the first match tried against it: the route table has hundreds of branches. */
  compiled?: Compiled;
};
export type Branch<R> = {
  path: string;
  score: number;
  routesMeta: Meta<R>[];
  /** The branch's path up to its first parameter or splat, lower-cased: a pathname that does not
   *  start with it cannot match, and is turned away without a regular expression. */
  prefix: string;
  /** Each level's index among its siblings, for ranking equal scores (sorted once per table). */
  indexes: number[];
};

/** The static start of a path without its trailing slashes ('/produto/:id' → '/produto'; a splat
 *  also matches its parent: '/a/*' → '/a'), lower-cased. */
export function staticPrefix(path: string): string {
  const dynamic = path.search(/[:*]/);
  return (dynamic === -1 ? path : path.slice(0, dynamic)).replace(/\/+$/, '').toLowerCase();
}

export const isSplat = (s: string) => s === '*';
export function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  return segments
    .filter((s) => !isSplat(s))
    .reduce((score, s) => score + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), initial);
}

export function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a[a.length - 1] ?? 0) - (b[b.length - 1] ?? 0) : 0;
}

export type AnyRoute = { path?: string; index?: boolean; caseSensitive?: boolean; children?: readonly AnyRoute[] };

export function flattenRoutes<R extends AnyRoute>(
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
      routesMeta: routesMeta.map((m) => ({ ...m })),
      prefix: staticPrefix(path),
      indexes: routesMeta.map((m) => m.childrenIndex),
    });
  };
  routes.forEach((route, index) => {
    if (route.path === '' || !route.path?.includes('?')) flatten(route, index);
    else for (const exploded of explodeOptionalSegments(route.path)) flatten(route, index, exploded);
  });
  return branches;
}

export function matchBranch<R>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  if (!pathname.toLowerCase().startsWith(branch.prefix)) return null;
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch<R>[] = [];
  for (const [i, meta] of branch.routesMeta.entries()) {
    const end = i === branch.routesMeta.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    meta.compiled ??= compilePath(meta.relativePath, meta.caseSensitive, end);
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

export function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

export const ranked = new WeakMap<readonly AnyRoute[], Branch<AnyRoute>[]>();

/** The chain of routes a pathname lands on, the most specific route winning (React Router's ranking). */
export function matchRoutes<R extends AnyRoute>(
  routes: readonly R[],
  location: string | Partial<Path>,
): RouteMatch<R>[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location) : location).pathname || '/';
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = flattenRoutes(routes);
    branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : compareIndexes(a.indexes, b.indexes)));
    ranked.set(routes, branches as Branch<AnyRoute>[]);
  }
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
