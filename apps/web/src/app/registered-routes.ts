import type { ComponentType } from 'react';
import type { RouteName } from './route-table.ts';
import { SCREEN_FILES } from './screen-files.ts';

// The screens that exist (screen-files.ts), each loaded as its own lazy chunk.

export type RouteModule = {
  Component: ComponentType;
  /** Runs after the guard, before the screen renders: a path to redirect to, or null to show it. */
  loader?: () => string | null | Promise<string | null>;
  /** i18n namespaces loaded before the screen renders. */
  namespaces?: readonly string[];
};

const routeModules = import.meta.glob<RouteModule>('../routes/*/*-route.tsx');

export const SCREENS: Partial<Record<RouteName, () => Promise<RouteModule>>> = Object.fromEntries(
  Object.entries(SCREEN_FILES).map(([name, file]) => [name, routeModules[`../routes/${file}`]]),
);

export function isRegistered(name: RouteName): boolean {
  return name in SCREENS;
}
