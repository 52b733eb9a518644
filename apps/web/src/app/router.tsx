import { type ComponentType, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { withAssetTimeout } from '../lib/chunk-recovery.ts';
import { loadNamespaces } from '../lib/i18n.ts';
import { type Location, useLocation, useNavigate, useRoutes } from '../lib/router.tsx';
import { uiStore } from '../lib/ui-store.ts';
import { dropBootBanner } from './first-screen.ts';
import { matchRouteDef } from './match-route.ts';
import { type RouteModule, SCREENS } from './registered-routes.ts';
import { rootLoader } from './root-loader.ts';
import { ROUTES, type RouteName } from './route-table.ts';
import { preloadScreenChunks, readScreenChunks } from './screen-chunks.ts';
import { SCREEN_NAMESPACES } from './screen-files.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RootError, RouteErrorBoundary } from './shell/root-error.tsx';
import { ScreenTitle } from './shell/screen-title.tsx';
import { ShellFallback } from './shell/shell-fallback.tsx';

// React Router in declarative mode: the route table becomes route objects (every route has a
// screen; any other path falls to NotFound '*'), each screen a lazy chunk. On every navigation the guard
// of spec 3 §2.3 runs first, then the screen's module, namespaces and loader; only then does the
// screen render, so a guarded screen never shows before its redirect. Until then the previous
// screen stays (the first load shows the shell fallback).

type Screen = { name: RouteName; path: string; load: () => Promise<RouteModule>; namespaces?: readonly string[] };

const notFound: Screen = { name: 'NotFound', path: '*', load: () => import('../routes/not-found-route.tsx') };

const screens: Screen[] = ROUTES.map((def) =>
  def.name === 'NotFound'
    ? notFound
    : { name: def.name, path: def.path, load: SCREENS[def.name], namespaces: SCREEN_NAMESPACES[def.name] },
);

const screenByName = new Map(screens.map((screen) => [screen.name, screen]));

/** The screen a location (relative to the base path) shows: the route table's match, one ranking. */
function matchScreen(pathname: string): Screen {
  return screenByName.get(matchRouteDef(pathname).route.name) ?? notFound;
}

const modules = new Map<Screen, Promise<RouteModule>>();
/** Until the first screen shows, the page's own hints preload its chunks (decision 044). */
let firstScreenShown = false;

/** The screen's chunk and its namespaces, loaded once. */
function loadScreen(screen: Screen): Promise<RouteModule> {
  let pending = modules.get(screen);
  if (!pending) {
    // Texts known in advance download beside the chunk instead of after it.
    if (screen.namespaces) loadNamespaces(...screen.namespaces).catch(() => {});
    // Its chunk's imports download beside it instead of after it (decision 213).
    if (firstScreenShown && import.meta.env.PROD) preloadScreenChunks(screen.name);
    pending = withAssetTimeout(screen.load).then(async (module) => {
      await loadNamespaces(...(module.namespaces ?? []));
      return module;
    });
    pending.catch(() => modules.delete(screen));
    modules.set(screen, pending);
  }
  return pending;
}

/** Starts a location's screen (chunk and texts) ahead of navigation; answers its route name. */
export function preloadScreen(pathname: string): RouteName {
  const screen = matchScreen(pathname);
  loadScreen(screen).catch(() => {});
  return screen.name;
}

type Shown = { location: Location; name: RouteName; path: string; Component: ComponentType };

function ShownScreen({ shown }: { shown: Shown }) {
  // The screen sees the location it was resolved for, not one still being guarded.
  return useRoutes([{ path: shown.path, element: <shown.Component /> }], shown.location);
}

export function AppRouter() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry (its key).
  useEffect(() => {
    let current = true;
    const screen = matchScreen(location.pathname);
    // The chunk downloads while the guard waits for the place's settings.
    const module = loadScreen(screen);
    module.catch(() => {});
    uiStore.setState({ navigating: true });
    (async () => {
      const guarded = await rootLoader(location.pathname, location.search);
      if (!current) return;
      if (guarded !== null) return navigate(guarded, { replace: true });
      const { Component, loader } = await module;
      const redirect = loader ? await loader() : null;
      if (!current) return;
      if (redirect !== null) return navigate(redirect, { replace: true });
      // A transition: the screen renders in time slices instead of one long task (bench/RESULTS.md).
      startTransition(() => {
        setError(null);
        setShown({ location, name: screen.name, path: screen.path, Component });
      });
      uiStore.setState({ navigating: false });
      if (!firstScreenShown && import.meta.env.PROD) setTimeout(readScreenChunks, 1000);
      firstScreenShown = true;
    })().catch((failure: unknown) => {
      if (!current) return;
      setError(failure);
      uiStore.setState({ navigating: false });
    });
    return () => {
      current = false;
    };
  }, [location.key]);

  // The server's banner leaves in the commit that shows the screen (the header draws its own).
  const shownOrFailed = shown !== null || error !== null;
  useLayoutEffect(() => {
    if (shownOrFailed) dropBootBanner();
  }, [shownOrFailed]);

  if (error) return <RootError error={error} />;
  if (!shown) return <ShellFallback />;
  return (
    <AppShell>
      <RouteErrorBoundary key={shown.location.key}>
        <ScreenTitle name={shown.name} />
        <ShownScreen shown={shown} />
      </RouteErrorBoundary>
    </AppShell>
  );
}
