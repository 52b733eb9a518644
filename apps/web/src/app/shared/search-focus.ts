/** Navigation state of the toolbar's search button: the product list opens with its search box focused. */
export const SEARCH_FOCUS_STATE = { focusSearch: true } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}
