import { createBrowserRouter, type RouteObject } from 'react-router';
import { basePath } from '../lib/base-path.ts';
import { withAssetTimeout } from '../lib/chunk-recovery.ts';
import { loadNamespaces } from '../lib/i18n.ts';
import { SCREENS } from './registered-routes.ts';
import { rootLoader } from './root-loader.ts';
import { ROUTES } from './route-table.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RootError } from './shell/root-error.tsx';
import { ShellFallback } from './shell/shell-fallback.tsx';

// The route table becomes route objects; only routes with a screen are registered, the rest fall
// to NotFound ('*').

function screenRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const def of ROUTES) {
    const load = def.name === 'NotFound' ? () => import('../routes/not-found-route.tsx') : SCREENS[def.name];
    if (!load) continue;
    const path = def.path === '/' ? undefined : def.path.replace(/^\//, '');
    const lazy = async () => {
      const module = await withAssetTimeout(load);
      await loadNamespaces(...(module.namespaces ?? []));
      return { Component: module.Component, ...(module.loader ? { loader: module.loader } : {}) };
    };
    routes.push(path === undefined ? { id: def.name, index: true, lazy } : { id: def.name, path, lazy });
  }
  return routes;
}

export const router = createBrowserRouter(
  [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      loader: rootLoader,
      // The guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      HydrateFallback: ShellFallback,
      ErrorBoundary: RootError,
      children: screenRoutes(),
    },
  ],
  { basename: basePath.basename || '/' },
);
