import type { ComponentType } from 'react';
import { SCREEN_FILES, type ScreenName } from './screen-files.ts';

// The screens that exist (screen-files.ts), each loaded as its own lazy chunk.

export type RouteModule = {
  Component: ComponentType;
  /** Runs after the guard, before the screen renders: a path to redirect to, or null to show it. */
  loader?: () => string | null | Promise<string | null>;
  /** i18n namespaces loaded before the screen renders. */
  namespaces?: readonly string[];
};

const routeModules = import.meta.glob<RouteModule>('../routes/*/*-route.tsx');

export const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_FILES).map(([name, file]) => [name, routeModules[`../routes/${file}`]]),
) as Record<ScreenName, () => Promise<RouteModule>>;
