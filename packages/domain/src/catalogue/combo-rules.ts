import type { MessageKey } from '../shared/messages.ts';
import { reaisToCents } from '../shared/money.ts';

// Combo rules (spec 1 §3 "Combo session", §5 "Combo"), pure and shared by the web combo dialog and
// the server's cart validation. No zod here: the storefront imports this module at runtime.

export const SELECTION_TYPES = ['UNIQUE_SELECT', 'MANY_SELECT', 'MANY_QTD_SELECT'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

/** What the rules need of a combo item (the wire's ComboItem has more). Price in reais. */
export type ComboItemRule = { _id: string; price: number; qtd: number };

/** What the rules need of a combo session (the wire's ComboSession has more). 0 = no cap. */
export type ComboSessionRule = {
  _id: string;
  selection_type: SelectionType;
  min_itens: number;
  max_itens: number;
  max_itens_additions: number;
  max_total_products: number;
  autocomplete: boolean;
  display_order: number;
  product_list_data: readonly ComboItemRule[];
};

export type ComboPick = { item_id: string; qtd: number };
/** The picks of one session: items with qtd > 0, each item at most once. */
export type ComboSelection = readonly ComboPick[];
/** The wire's ComboChoice. */
export type ComboChoiceRule = { session_id: string; items: readonly ComboPick[] };

export type ComboRefusal = 'max_itens' | 'max_itens_additions' | 'max_total_products' | 'unknown_item';

export type ComboProblem = { sessionId: string; key: MessageKey; params?: Record<string, number> };

const capped = (cap: number, value: number) => cap > 0 && value > cap;
const total = (selection: ComboSelection) => selection.reduce((sum, p) => sum + p.qtd, 0);

/** Sessions in display order (stable for equal display_order). */
export function sortSessions<S extends ComboSessionRule>(sessions: readonly S[]): S[] {
  return [...sessions].sort((a, b) => a.display_order - b.display_order);
}

/** The least number of units a session needs: UNIQUE always 1; MANY_* their min_itens. */
export function sessionMinimum(session: ComboSessionRule): number {
  return session.selection_type === 'UNIQUE_SELECT' ? 1 : Math.max(0, session.min_itens);
}

/**
 * Why a session's selection is not acceptable, or null. Minimum first ('Escolha pelo menos 1' /
 * 'Escolha pelo menos {n}'), then the caps (which the dialog never lets a person exceed; only a
 * tampered request reaches them) and unknown or repeated items.
 */
export function sessionProblem(
  session: ComboSessionRule,
  selection: ComboSelection,
): Omit<ComboProblem, 'sessionId'> | null {
  const known = new Set(session.product_list_data.map((i) => i._id));
  const seen = new Set<string>();
  for (const pick of selection) {
    if (!known.has(pick.item_id) || seen.has(pick.item_id) || !Number.isInteger(pick.qtd) || pick.qtd < 0) {
      return { key: 'comboInvalid' };
    }
    seen.add(pick.item_id);
  }
  const picks = selection.filter((p) => p.qtd > 0);
  const units = total(picks);
  const minimum = sessionMinimum(session);
  if (units < minimum) return minimum === 1 ? { key: 'comboMinOne' } : { key: 'comboMin', params: { n: minimum } };
  switch (session.selection_type) {
    case 'UNIQUE_SELECT':
      if (picks.length > 1 || units > 1) return { key: 'comboMax', params: { n: 1 } };
      return null;
    case 'MANY_SELECT':
      if (picks.some((p) => p.qtd > 1)) return { key: 'comboItemMax', params: { n: 1 } };
      if (capped(session.max_itens, picks.length)) return { key: 'comboMax', params: { n: session.max_itens } };
      return null;
    case 'MANY_QTD_SELECT':
      if (picks.some((p) => capped(session.max_itens_additions, p.qtd))) {
        return { key: 'comboItemMax', params: { n: session.max_itens_additions } };
      }
      if (capped(session.max_total_products, units)) {
        return { key: 'comboMax', params: { n: session.max_total_products } };
      }
      if (capped(session.max_itens, picks.length)) return { key: 'comboMax', params: { n: session.max_itens } };
      return null;
  }
}

/** True when the session's selection is acceptable as it is (minimum met, no cap exceeded). */
export function isSessionComplete(session: ComboSessionRule, selection: ComboSelection): boolean {
  return sessionProblem(session, selection) === null;
}

/**
 * True when nothing more can be added (the dialog then scrolls to the next session): UNIQUE once
 * chosen; MANY_SELECT at max_itens or with every item picked; MANY_QTD_SELECT when no item's
 * quantity can grow.
 */
export function isSessionFull(session: ComboSessionRule, selection: ComboSelection): boolean {
  if (session.selection_type === 'UNIQUE_SELECT') return total(selection) >= 1;
  return session.product_list_data.every((item) => {
    const current = selection.find((p) => p.item_id === item._id)?.qtd ?? 0;
    const next = session.selection_type === 'MANY_SELECT' ? 1 : current + 1;
    if (session.selection_type === 'MANY_SELECT' && current >= 1) return true;
    return applyComboChange(session, selection, item._id, next).refused !== null;
  });
}

/**
 * The selection after setting `itemId` to `newQtd` (negative counts as 0). UNIQUE_SELECT behaves
 * like a radio group (choosing an item replaces the previous one; qtd is always 1); MANY_SELECT
 * like check boxes (qtd 0 or 1). A change that would exceed a cap is refused: the selection comes
 * back unchanged with the cap's name. Picks keep the items' order in the session.
 */
export function applyComboChange(
  session: ComboSessionRule,
  selection: ComboSelection,
  itemId: string,
  newQtd: number,
): { selection: ComboSelection; refused: ComboRefusal | null } {
  if (!session.product_list_data.some((i) => i._id === itemId)) return { selection, refused: 'unknown_item' };
  let qtd = Number.isFinite(newQtd) ? Math.max(0, Math.trunc(newQtd)) : 0;
  const current = new Map(selection.filter((p) => p.qtd > 0).map((p) => [p.item_id, p.qtd]));
  const before = current.get(itemId) ?? 0;
  if (session.selection_type === 'UNIQUE_SELECT') {
    current.clear();
    qtd = Math.min(qtd, 1);
  } else if (session.selection_type === 'MANY_SELECT') {
    qtd = Math.min(qtd, 1);
  }
  if (qtd > 0) current.set(itemId, qtd);
  else current.delete(itemId);
  const growing = qtd > before;
  if (growing && session.selection_type !== 'UNIQUE_SELECT') {
    if (session.selection_type === 'MANY_QTD_SELECT' && capped(session.max_itens_additions, qtd)) {
      return { selection, refused: 'max_itens_additions' };
    }
    if (session.selection_type === 'MANY_QTD_SELECT') {
      const units = [...current.values()].reduce((a, b) => a + b, 0);
      if (capped(session.max_total_products, units)) return { selection, refused: 'max_total_products' };
    }
    if (before === 0 && capped(session.max_itens, current.size)) return { selection, refused: 'max_itens' };
  }
  const next = session.product_list_data
    .filter((i) => current.has(i._id))
    .map((i) => ({ item_id: i._id, qtd: current.get(i._id) as number }));
  return { selection: next, refused: null };
}

/** The single valid selection of a session, when there is exactly one; else null. */
function forcedSelection(session: ComboSessionRule): ComboSelection | null {
  const items = session.product_list_data;
  const first = items[0];
  if (!first) return null;
  if (session.selection_type === 'UNIQUE_SELECT') {
    return items.length === 1 ? [{ item_id: first._id, qtd: 1 }] : null;
  }
  const minimum = sessionMinimum(session);
  if (minimum === 0) return null;
  // The items' preset quantities exactly fill the minimum.
  const preset = items.filter((i) => i.qtd > 0).map((i) => ({ item_id: i._id, qtd: i.qtd }));
  if (preset.length > 0 && total(preset) === minimum && isSessionComplete(session, preset)) return preset;
  if (session.selection_type === 'MANY_SELECT') {
    // Every item must be chosen.
    const all = items.map((i) => ({ item_id: i._id, qtd: 1 }));
    return items.length === minimum && isSessionComplete(session, all) ? all : null;
  }
  // MANY_QTD_SELECT with one item whose caps allow exactly the minimum.
  if (items.length === 1) {
    const only = [{ item_id: first._id, qtd: minimum }];
    const oneMore = [{ item_id: first._id, qtd: minimum + 1 }];
    return isSessionComplete(session, only) && !isSessionComplete(session, oneMore) ? only : null;
  }
  return null;
}

/**
 * The starting choices of the combo dialog: for each session (display order) with `autocomplete`
 * on whose choice is forced, that choice; other sessions start empty.
 */
export function autocompleteSelection(sessions: readonly ComboSessionRule[]): ComboChoiceRule[] {
  return sortSessions(sessions).map((session) => ({
    session_id: session._id,
    items: (session.autocomplete ? forcedSelection(session) : null) ?? [],
  }));
}

/**
 * The first session (display order) whose choice is not acceptable, or null when the whole combo
 * is. Choices for unknown sessions, or two choices for one session, are 'comboInvalid'.
 */
export function validateComboSelection(
  sessions: readonly ComboSessionRule[],
  choices: readonly ComboChoiceRule[],
): ComboProblem | null {
  const ids = new Set(sessions.map((s) => s._id));
  const bySession = new Map<string, ComboSelection>();
  for (const choice of choices) {
    if (!ids.has(choice.session_id) || bySession.has(choice.session_id)) {
      return { sessionId: choice.session_id, key: 'comboInvalid' };
    }
    bySession.set(choice.session_id, choice.items);
  }
  for (const session of sortSessions(sessions)) {
    const problem = sessionProblem(session, bySession.get(session._id) ?? []);
    if (problem) return { sessionId: session._id, ...problem };
  }
  return null;
}

/** What the chosen items add to one combo unit, in cents: Σ item price × qtd. Unknown ids add 0. */
export function comboExtraCents(sessions: readonly ComboSessionRule[], choices: readonly ComboChoiceRule[]): number {
  let cents = 0;
  for (const choice of choices) {
    const session = sessions.find((s) => s._id === choice.session_id);
    if (!session) continue;
    for (const pick of choice.items) {
      const item = session.product_list_data.find((i) => i._id === pick.item_id);
      if (item && pick.qtd > 0) cents += reaisToCents(item.price) * pick.qtd;
    }
  }
  return cents;
}
