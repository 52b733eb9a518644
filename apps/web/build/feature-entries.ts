import type { Plugin } from 'vite';

/**
 * A feature's public entries (`features/<x>/index.ts`, `features/<x>/admin/index.ts`) only re-export
 * (structure.test.ts keeps them so). Declared free of side effects, the bundler follows each named
 * import to the module that defines it: a screen's chunk then holds what the screen uses, not every
 * module its feature's entry lists (without this, Rolldown merged the back office's screens into
 * shared chunks, +18 to +48 KB gzipped per admin screen, and the cashback and coupon screens +3 KB).
 */
export const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:admin[\\/])?index\.ts$/;

export function featureEntries(): Plugin {
  return {
    name: 'feature-entries',
    transform(code, id) {
      return FEATURE_ENTRY.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}
