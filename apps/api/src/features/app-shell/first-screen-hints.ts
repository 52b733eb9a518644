import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The web build's `first-screen-hints.json` (apps/web/build/first-screen-hints.ts): per screen, the
// chunks, stylesheets and data a first load needs beyond the entry, and the routes that show it.

const Hints = z.object({
  routes: z.array(z.object({ name: z.string(), pattern: z.string() })),
  screens: z.record(
    z.string(),
    z.object({ js: z.array(z.string()), css: z.array(z.string()), data: z.array(z.string()) }),
  ),
});

export type ScreenHints = { js: string[]; css: string[]; data: string[] };

const NONE: ScreenHints = { js: [], css: [], data: [] };

export type FirstScreenHints = { forPath(pathname: string): ScreenHints };

/** The hints of a built web app; none (the page as built) when the build has no hints file. */
export function loadFirstScreenHints(webDist: string): FirstScreenHints {
  const file = path.join(webDist, 'first-screen-hints.json');
  if (!existsSync(file)) return { forPath: () => NONE };
  const hints = Hints.parse(JSON.parse(readFileSync(file, 'utf8')));
  const routes = hints.routes.map((route) => ({
    screen: hints.screens[route.name],
    pattern: new RegExp(route.pattern),
  }));
  return {
    /** The screen of a path relative to the place prefix ('/home', '/produto/12'), first match wins. */
    forPath(pathname) {
      return routes.find((route) => route.pattern.test(pathname))?.screen ?? NONE;
    },
  };
}
