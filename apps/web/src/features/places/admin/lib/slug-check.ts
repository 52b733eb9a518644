import { useEffect, useState } from 'react';
import { checkSlug } from '../api/onboarding-calls.ts';

export type SlugState = { slug: string; status: 'idle' | 'checking' | 'available' | 'taken'; message: string | null };

/** Asks the server whether the slug is free, 400 ms after the person stops typing. */
export function useSlugAvailability(slug: string, enabled: boolean): SlugState {
  const [state, setState] = useState<SlugState>({ slug: '', status: 'idle', message: null });
  useEffect(() => {
    if (!enabled || !slug) {
      setState({ slug, status: 'idle', message: null });
      return;
    }
    let cancelled = false;
    setState({ slug, status: 'checking', message: null });
    const timer = setTimeout(() => {
      checkSlug(slug).then(
        (answer) => {
          if (cancelled) return;
          setState({ slug, status: answer.available ? 'available' : 'taken', message: answer.message });
        },
        () => !cancelled && setState({ slug, status: 'idle', message: null }),
      );
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [slug, enabled]);
  return state;
}
