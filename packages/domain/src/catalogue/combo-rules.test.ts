import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../shared/messages.ts';
import {
  applyComboChange,
  autocompleteSelection,
  type ComboSelection,
  type ComboSessionRule,
  comboExtraCents,
  isSessionComplete,
  isSessionFull,
  SELECTION_TYPES,
  sessionProblem,
  validateComboSelection,
} from './combo-rules.ts';

const item = (id: string, price = 0, qtd = 0) => ({ _id: id, price, qtd });
const session = (
  over: Partial<ComboSessionRule> & Pick<ComboSessionRule, '_id' | 'selection_type'>,
): ComboSessionRule => ({
  min_itens: 0,
  max_itens: 0,
  max_itens_additions: 0,
  max_total_products: 0,
  autocomplete: false,
  display_order: 0,
  product_list_data: [item('a'), item('b'), item('c')],
  ...over,
});

const unique = session({ _id: 'u', selection_type: 'UNIQUE_SELECT', display_order: 0 });
const many = session({
  _id: 'm',
  selection_type: 'MANY_SELECT',
  min_itens: 2,
  max_itens: 3,
  display_order: 1,
  product_list_data: [item('a'), item('b', 4), item('c'), item('d')],
});
const qtd = session({
  _id: 'q',
  selection_type: 'MANY_QTD_SELECT',
  min_itens: 1,
  max_itens_additions: 2,
  max_total_products: 3,
  max_itens: 2,
  display_order: 2,
  product_list_data: [item('a', 1.5), item('b'), item('c')],
});

describe('UNIQUE_SELECT', () => {
  it("is always required: 'Escolha pelo menos 1'", () => {
    expect(sessionProblem(unique, [])).toEqual({ key: 'comboMinOne' });
    expect(formatMessage('comboMinOne')).toBe('Escolha pelo menos 1');
    expect(sessionProblem({ ...unique, min_itens: 0 }, [])).toEqual({ key: 'comboMinOne' });
  });
  it('accepts exactly one item with qtd 1', () => {
    expect(isSessionComplete(unique, [{ item_id: 'b', qtd: 1 }])).toBe(true);
    expect(sessionProblem(unique, [{ item_id: 'b', qtd: 2 }])).toEqual({ key: 'comboMax', params: { n: 1 } });
    expect(
      sessionProblem(unique, [
        { item_id: 'a', qtd: 1 },
        { item_id: 'b', qtd: 1 },
      ]),
    ).toEqual({ key: 'comboMax', params: { n: 1 } });
  });
  it('choosing another item replaces the first (radio), qtd stays 1', () => {
    const first = applyComboChange(unique, [], 'a', 1);
    expect(first).toEqual({ selection: [{ item_id: 'a', qtd: 1 }], refused: null });
    const second = applyComboChange(unique, first.selection, 'c', 5);
    expect(second).toEqual({ selection: [{ item_id: 'c', qtd: 1 }], refused: null });
    expect(applyComboChange(unique, second.selection, 'c', 0)).toEqual({ selection: [], refused: null });
    expect(isSessionFull(unique, second.selection)).toBe(true);
    expect(isSessionFull(unique, [])).toBe(false);
  });
});

describe('MANY_SELECT', () => {
  it("needs min_itens: 'Escolha pelo menos {n}'", () => {
    expect(sessionProblem(many, [])).toEqual({ key: 'comboMin', params: { n: 2 } });
    expect(sessionProblem(many, [{ item_id: 'a', qtd: 1 }])).toEqual({ key: 'comboMin', params: { n: 2 } });
    expect(formatMessage('comboMin', { n: 2 })).toBe('Escolha pelo menos 2');
    expect(formatMessage('comboMin', { n: 2 }, 'en')).toBe('Choose at least 2');
  });
  it('min_itens 1 uses the singular message; min 0 is optional', () => {
    expect(sessionProblem({ ...many, min_itens: 1 }, [])).toEqual({ key: 'comboMinOne' });
    expect(isSessionComplete({ ...many, min_itens: 0 }, [])).toBe(true);
  });
  it('refuses a change past max_itens and leaves the selection as it was', () => {
    let sel: ComboSelection = [];
    for (const id of ['a', 'b', 'c']) sel = applyComboChange(many, sel, id, 1).selection;
    expect(sel.map((p) => p.item_id)).toEqual(['a', 'b', 'c']);
    const refused = applyComboChange(many, sel, 'd', 1);
    expect(refused).toEqual({ selection: sel, refused: 'max_itens' });
    expect(isSessionFull(many, sel)).toBe(true);
    // Removing is always allowed; then d fits.
    const fewer = applyComboChange(many, sel, 'b', 0).selection;
    expect(applyComboChange(many, fewer, 'd', 1).selection.map((p) => p.item_id)).toEqual(['a', 'c', 'd']);
  });
  it('qtd is 0 or 1 per item; max_itens 0 = no cap', () => {
    expect(applyComboChange(many, [], 'a', 7).selection).toEqual([{ item_id: 'a', qtd: 1 }]);
    expect(
      sessionProblem(many, [
        { item_id: 'a', qtd: 2 },
        { item_id: 'b', qtd: 1 },
      ]),
    ).toEqual({
      key: 'comboItemMax',
      params: { n: 1 },
    });
    const open = { ...many, max_itens: 0 };
    let sel: ComboSelection = [];
    for (const id of ['a', 'b', 'c', 'd']) sel = applyComboChange(open, sel, id, 1).selection;
    expect(sel).toHaveLength(4);
    expect(isSessionFull(open, sel)).toBe(true);
    expect(sessionProblem(many, sel)).toEqual({ key: 'comboMax', params: { n: 3 } });
  });
});

describe('MANY_QTD_SELECT', () => {
  it('caps each item at max_itens_additions', () => {
    const two = applyComboChange(qtd, [], 'a', 2);
    expect(two).toEqual({ selection: [{ item_id: 'a', qtd: 2 }], refused: null });
    expect(applyComboChange(qtd, two.selection, 'a', 3)).toEqual({
      selection: two.selection,
      refused: 'max_itens_additions',
    });
  });
  it('caps the total at max_total_products', () => {
    const sel: ComboSelection = [
      { item_id: 'a', qtd: 2 },
      { item_id: 'b', qtd: 1 },
    ];
    expect(isSessionComplete(qtd, sel)).toBe(true);
    expect(applyComboChange(qtd, sel, 'b', 2)).toEqual({ selection: sel, refused: 'max_total_products' });
    expect(isSessionFull(qtd, sel)).toBe(true);
    expect(
      sessionProblem(qtd, [
        { item_id: 'a', qtd: 2 },
        { item_id: 'b', qtd: 2 },
      ]),
    ).toEqual({
      key: 'comboMax',
      params: { n: 3 },
    });
  });
  it('caps distinct items at max_itens', () => {
    const sel: ComboSelection = [
      { item_id: 'a', qtd: 1 },
      { item_id: 'b', qtd: 1 },
    ];
    expect(applyComboChange(qtd, sel, 'c', 1)).toEqual({ selection: sel, refused: 'max_itens' });
    // Growing an item already chosen is not a new distinct item.
    expect(applyComboChange(qtd, sel, 'b', 2).refused).toBeNull();
  });
  it('needs min_itens units in total and never goes below 0', () => {
    expect(sessionProblem(qtd, [])).toEqual({ key: 'comboMinOne' });
    const three = { ...qtd, min_itens: 3 };
    expect(sessionProblem(three, [{ item_id: 'a', qtd: 2 }])).toEqual({ key: 'comboMin', params: { n: 3 } });
    expect(applyComboChange(qtd, [{ item_id: 'a', qtd: 1 }], 'a', -4).selection).toEqual([]);
  });
  it('0 caps mean no cap', () => {
    const open = { ...qtd, max_itens: 0, max_itens_additions: 0, max_total_products: 0 };
    expect(applyComboChange(open, [], 'a', 500).selection).toEqual([{ item_id: 'a', qtd: 500 }]);
    expect(isSessionFull(open, [{ item_id: 'a', qtd: 500 }])).toBe(false);
  });
});

describe('tampered selections', () => {
  it('refuses unknown or repeated items and negative quantities', () => {
    expect(sessionProblem(many, [{ item_id: 'zz', qtd: 1 }])).toEqual({ key: 'comboInvalid' });
    expect(
      sessionProblem(many, [
        { item_id: 'a', qtd: 1 },
        { item_id: 'a', qtd: 1 },
      ]),
    ).toEqual({
      key: 'comboInvalid',
    });
    expect(sessionProblem(qtd, [{ item_id: 'a', qtd: -1 }])).toEqual({ key: 'comboInvalid' });
    expect(applyComboChange(many, [], 'zz', 1)).toEqual({ selection: [], refused: 'unknown_item' });
  });
  it('refuses choices for unknown sessions or two choices for one session', () => {
    expect(validateComboSelection([unique], [{ session_id: 'x', items: [] }])).toEqual({
      sessionId: 'x',
      key: 'comboInvalid',
    });
    const one = { session_id: 'u', items: [{ item_id: 'a', qtd: 1 }] };
    expect(validateComboSelection([unique], [one, one])).toMatchObject({ key: 'comboInvalid' });
  });
});

describe('validateComboSelection', () => {
  it('answers the first failing session in display order', () => {
    const sessions = [qtd, many, unique]; // out of order on purpose
    expect(validateComboSelection(sessions, [])).toEqual({ sessionId: 'u', key: 'comboMinOne' });
    expect(validateComboSelection(sessions, [{ session_id: 'u', items: [{ item_id: 'a', qtd: 1 }] }])).toEqual({
      sessionId: 'm',
      key: 'comboMin',
      params: { n: 2 },
    });
    const ok = [
      { session_id: 'u', items: [{ item_id: 'a', qtd: 1 }] },
      {
        session_id: 'm',
        items: [
          { item_id: 'a', qtd: 1 },
          { item_id: 'b', qtd: 1 },
        ],
      },
      { session_id: 'q', items: [{ item_id: 'c', qtd: 1 }] },
    ];
    expect(validateComboSelection(sessions, ok)).toBeNull();
  });
  it('a product without sessions accepts only no choices', () => {
    expect(validateComboSelection([], [])).toBeNull();
    expect(validateComboSelection([], [{ session_id: 'u', items: [] }])).toMatchObject({ key: 'comboInvalid' });
  });
});

describe('comboExtraCents', () => {
  it('sums item price × qtd in cents', () => {
    const choices = [
      {
        session_id: 'm',
        items: [
          { item_id: 'a', qtd: 1 },
          { item_id: 'b', qtd: 1 },
        ],
      },
      { session_id: 'q', items: [{ item_id: 'a', qtd: 2 }] },
    ];
    expect(comboExtraCents([unique, many, qtd], choices)).toBe(400 + 300);
    expect(comboExtraCents([unique], choices)).toBe(0);
  });
  it('has no float drift', () => {
    const s = session({ _id: 's', selection_type: 'MANY_QTD_SELECT', product_list_data: [item('a', 0.1)] });
    expect(comboExtraCents([s], [{ session_id: 's', items: [{ item_id: 'a', qtd: 3 }] }])).toBe(30);
  });
});

describe('autocompleteSelection', () => {
  it('prefills forced sessions only when autocomplete is on, in display order', () => {
    const one = session({
      _id: 'one',
      selection_type: 'UNIQUE_SELECT',
      autocomplete: true,
      display_order: 5,
      product_list_data: [item('x')],
    });
    const off = { ...one, _id: 'off', autocomplete: false, display_order: 1 };
    const free = { ...unique, autocomplete: true, display_order: 3 };
    expect(autocompleteSelection([one, off, free])).toEqual([
      { session_id: 'off', items: [] },
      { session_id: 'u', items: [] },
      { session_id: 'one', items: [{ item_id: 'x', qtd: 1 }] },
    ]);
  });
  it('prefills the preset quantities that exactly fill min_itens', () => {
    const preset = {
      ...qtd,
      autocomplete: true,
      min_itens: 2,
      product_list_data: [item('a', 0, 1), item('b', 0, 1), item('c')],
    };
    expect(autocompleteSelection([preset])[0]?.items).toEqual([
      { item_id: 'a', qtd: 1 },
      { item_id: 'b', qtd: 1 },
    ]);
    const short = { ...preset, min_itens: 3 };
    expect(autocompleteSelection([short])[0]?.items).toEqual([]);
  });
  it('prefills MANY_SELECT when every item must be chosen', () => {
    const all = { ...many, autocomplete: true, min_itens: 2, product_list_data: [item('a'), item('b')] };
    expect(autocompleteSelection([all])[0]?.items).toEqual([
      { item_id: 'a', qtd: 1 },
      { item_id: 'b', qtd: 1 },
    ]);
  });
  it('prefills a one-item MANY_QTD_SELECT whose caps allow exactly the minimum', () => {
    const single = { ...qtd, autocomplete: true, min_itens: 2, max_itens_additions: 2, product_list_data: [item('a')] };
    expect(autocompleteSelection([single])[0]?.items).toEqual([{ item_id: 'a', qtd: 2 }]);
    expect(autocompleteSelection([{ ...single, max_itens_additions: 3, max_total_products: 0 }])[0]?.items).toEqual([]);
  });
});

// Random sessions and random sequences of changes: applyComboChange never produces a selection
// that breaks a cap, and a refused change never alters the selection.
const sessionArb = fc
  .record({
    selection_type: fc.constantFrom(...SELECTION_TYPES),
    min_itens: fc.integer({ min: 0, max: 4 }),
    max_itens: fc.integer({ min: 0, max: 4 }),
    max_itens_additions: fc.integer({ min: 0, max: 4 }),
    max_total_products: fc.integer({ min: 0, max: 6 }),
    n: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ n, ...caps }) =>
    session({ _id: 's', ...caps, product_list_data: Array.from({ length: n }, (_, i) => item(`i${i}`)) }),
  );
const changesArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -2, max: 6 })), {
  maxLength: 30,
});

describe('properties', () => {
  it('changes never exceed a cap; refusals leave the selection unchanged', () => {
    fc.assert(
      fc.property(sessionArb, changesArb, (s, changes) => {
        let sel: ComboSelection = [];
        for (const [index, q] of changes) {
          const id = s.product_list_data[index % s.product_list_data.length]?._id ?? '';
          const result = applyComboChange(s, sel, id, q);
          if (result.refused) expect(result.selection).toBe(sel);
          sel = result.selection;
          const problem = sessionProblem({ ...s, min_itens: 0 }, sel);
          // With the minimum set aside, what the dialog lets through is always acceptable.
          if (s.selection_type !== 'UNIQUE_SELECT') expect(problem).toBeNull();
          else expect(sel.length <= 1 && sel.every((p) => p.qtd === 1)).toBe(true);
          expect(sel.every((p) => p.qtd > 0)).toBe(true);
          expect(new Set(sel.map((p) => p.item_id)).size).toBe(sel.length);
        }
      }),
    );
  });
  it('an autocompleted session is complete', () => {
    fc.assert(
      fc.property(sessionArb, fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }), (s, presets) => {
        const withPreset = {
          ...s,
          autocomplete: true,
          product_list_data: s.product_list_data.map((it, i) => ({ ...it, qtd: presets[i] ?? 0 })),
        };
        const [choice] = autocompleteSelection([withPreset]);
        if (choice && choice.items.length > 0) expect(isSessionComplete(withPreset, choice.items)).toBe(true);
      }),
    );
  });
});
