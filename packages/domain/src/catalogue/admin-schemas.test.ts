import { describe, expect, it } from 'vitest';
import { localiseCatalogueMessage } from './admin-messages.ts';
import { AdminComboSession, comboSessionEditProblem, SaveProductBody } from './admin-schemas.ts';

const session = (over: Partial<Parameters<typeof comboSessionEditProblem>[0]> = {}) => ({
  selection_type: 'MANY_SELECT' as const,
  min_itens: 0,
  max_itens: 0,
  max_itens_additions: 0,
  max_total_products: 0,
  autocomplete: false,
  product_list_data: [
    { price: 0, qtd: 0 },
    { price: 1, qtd: 0 },
  ],
  ...over,
});

describe('comboSessionEditProblem (the storefront combo rules applied to what the editor saves)', () => {
  it('accepts sessions a customer can satisfy', () => {
    expect(comboSessionEditProblem(session())).toBeNull();
    expect(comboSessionEditProblem(session({ selection_type: 'UNIQUE_SELECT' }))).toBeNull();
    expect(comboSessionEditProblem(session({ min_itens: 2, max_itens: 2 }))).toBeNull();
    expect(
      comboSessionEditProblem(session({ selection_type: 'MANY_QTD_SELECT', min_itens: 4, max_itens_additions: 2 })),
    ).toBeNull();
  });

  it('refuses a session without items, a minimum above a cap or above what the items allow', () => {
    expect(comboSessionEditProblem(session({ product_list_data: [] }))?.key).toBe('sessionNoItems');
    expect(comboSessionEditProblem(session({ min_itens: 3, max_itens: 2 }))?.key).toBe('sessionMinAboveMax');
    expect(comboSessionEditProblem(session({ min_itens: 3 }))?.key).toBe('sessionMinUnreachable');
    expect(
      comboSessionEditProblem(session({ selection_type: 'MANY_QTD_SELECT', min_itens: 5, max_itens_additions: 2 }))
        ?.key,
    ).toBe('sessionMinUnreachable');
  });

  it('refuses autocomplete presets the combo dialog itself would refuse', () => {
    const preset = [
      { price: 0, qtd: 1 },
      { price: 0, qtd: 1 },
    ];
    expect(comboSessionEditProblem(session({ selection_type: 'UNIQUE_SELECT', product_list_data: preset }))?.key).toBe(
      'sessionPresetInvalid',
    );
    expect(comboSessionEditProblem(session({ product_list_data: preset }))).toBeNull();
  });

  it('puts the message on the session field in the schema', () => {
    const parsed = AdminComboSession.safeParse({
      title: 'Bebidas',
      selection_type: 'MANY_SELECT',
      min_itens: 3,
      max_itens: 1,
      product_list_data: [{ productname: 'Suco' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['min_itens'],
      message: 'O mínimo não pode ser maior que o máximo.',
    });
  });
});

describe('SaveProductBody', () => {
  const base = { category_id: '00000000-0000-4000-8000-000000000001', code: 'A-1', productname: 'X', price: 10 };

  it('says what is wrong under each field, in pt-BR (en by key)', () => {
    const issues = (body: object) => SaveProductBody.safeParse({ ...base, ...body }).error?.issues ?? [];
    expect(issues({ price: -1 })[0]).toMatchObject({ path: ['price'], message: 'O preço não pode ser negativo.' });
    expect(issues({ price: Number.NaN })[0]?.message).toBe('Informe o preço.');
    expect(issues({ code: 'a b' })[0]?.path).toEqual(['code']);
    expect(issues({ regular_price: 5 })[0]).toMatchObject({ path: ['regular_price'] });
    expect(issues({ stock: 1.5 })[0]?.message).toBe('Informe um número inteiro.');
    expect(issues({ max_quantity: 0 })[0]?.message).toBe('A quantidade máxima deve ser pelo menos 1.');
    expect(localiseCatalogueMessage('O preço não pode ser negativo.', 'en')).toBe('The price cannot be negative.');
  });

  it('trims and nulls empty optional texts', () => {
    const parsed = SaveProductBody.parse({ ...base, description: '  ', code: ' A-1 ' });
    expect(parsed).toMatchObject({ description: null, code: 'A-1', stock: null, active: true, regular_price: null });
  });
});
