import { useEffect } from 'react';
import { usePlace } from './current-place.ts';

// The browser tab (and the installed app's task switcher) names the place first of all: a product
// or screen name alone says nothing about whose app it is (decision 067).

const SEPARATOR = ' · ';

/** 'Carrinho · Cantina da Praça'; the place's name alone when the screen has no name of its own. */
export function pageTitle(placeName: string, screen?: string | null): string {
  const place = placeName.trim();
  const own = screen?.trim();
  if (!own) return place;
  return place ? `${own}${SEPARATOR}${place}` : own;
}

/** Sets the tab's title to `screen · place` while the calling screen shows (null: the place alone). */
export function usePageTitle(screen: string | null | undefined): void {
  const placeName = usePlace()?.restaurantname ?? '';
  useEffect(() => {
    const title = pageTitle(placeName, screen);
    if (title) document.title = title;
  }, [placeName, screen]);
}
