import type { ComponentType } from 'react';
import { inEntryTable, SCREEN_FILES, type ScreenName } from './screen-files.ts';

// The screens that exist (screen-files.ts), each loaded as its own lazy chunk.
//
// The storefront's and the clinic's screens are listed in the entry: each lazy import there carries
// the list of chunks to preload with it, and the back office's (routes/admin/) lists were ~3 KB
// gzipped of every first screen. Their imports live in a second table (staff-screens.ts), one chunk
// fetched on the way to the first of them; a first load of one gets that chunk from the page's
// hints (decision 205).

export type RouteModule = {
  Component: ComponentType;
  /** Runs after the guard, before the screen renders: a path to redirect to, or null to show it. */
  loader?: () => string | null | Promise<string | null>;
  /** i18n namespaces loaded before the screen renders. */
  namespaces?: readonly string[];
};

const entryModules = import.meta.glob<RouteModule>(['../routes/store/*-route.tsx', '../routes/clinic/*-route.tsx']);

const fromSecondTable = (file: string) => () =>
  import('./staff-screens.ts').then(({ loadStaffScreen }) => loadStaffScreen(file));

export const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_FILES).map(([name, file]) => [
    name,
    inEntryTable(file) ? entryModules[`../routes/${file}`] : fromSecondTable(file),
  ]),
) as Record<ScreenName, () => Promise<RouteModule>>;
