import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../../test/render.tsx';
import { ProductScreen } from './product-form.tsx';

afterEach(() => vi.restoreAllMocks());

const PIZZAS = '8f1c2a4e-0000-4000-8000-000000000001';
const DRINKS = '8f1c2a4e-0000-4000-8000-000000000002';

const menus = () => ({
  categories: [
    { _id: PIZZAS, name: 'Pizzas', subtypes: ['Tradicionais', 'Especiais'] },
    { _id: DRINKS, name: 'Bebidas', subtypes: [] },
  ],
});

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

async function renderNew(
  saveproduct: (body: unknown) => unknown = () => ({ product: { _id: 'p9', productname: 'x' } }),
) {
  const calls = stubCalls({ 'admin/catalogue/menus': menus, 'admin/catalogue/saveproduct': saveproduct });
  const r = renderWithApp(<ProductScreen id="novo" />, { path: '/admin/cardapio/produto/novo' });
  await screen.findByLabelText('Nome do produto');
  return { ...r, calls };
}

describe('product form', () => {
  it('marks the missing fields, keeps what was typed and saves nothing', async () => {
    const { user, calls } = await renderNew();
    await user.type(screen.getByLabelText('Nome do produto'), 'Pizza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorOf('Código')).toBe('Informe o código.'));
    expect(errorOf('Preço de venda (R$)')).toBe('Informe o preço.');
    expect(screen.getByLabelText('Nome do produto')).toHaveProperty('value', 'Pizza');
    expect(calls).not.toHaveBeenCalledWith('admin/catalogue/saveproduct', expect.anything());
  });

  it("offers the chosen category's subcategories and saves what was typed", async () => {
    const { user, calls } = await renderNew();
    await user.type(screen.getByLabelText('Nome do produto'), 'Pizza Margherita');
    await user.type(screen.getByLabelText('Código'), 'margherita');
    // Chosen by hand: the simulated DOM does not apply a select's default set before its options.
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Pizzas');
    await user.selectOptions(screen.getByLabelText('Subcategoria'), 'Tradicionais');
    await user.type(screen.getByLabelText('Preço de venda (R$)'), '49,90');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('admin/catalogue/saveproduct', expect.anything()));
    expect(calls.mock.calls.find(([name]) => name === 'admin/catalogue/saveproduct')?.[1]).toMatchObject({
      category_id: PIZZAS,
      productname: 'Pizza Margherita',
      code: 'margherita',
      subtype: 'Tradicionais',
      price: 49.9,
      active: true,
    });
  });

  it("puts the server's refusal under the field it names and keeps the text", async () => {
    const { user } = await renderNew(() => {
      throw refusal('code: Já existe um produto com este código', { field: 'code' });
    });
    await user.type(screen.getByLabelText('Nome do produto'), 'Pizza');
    await user.type(screen.getByLabelText('Código'), 'pizza');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Bebidas');
    await user.type(screen.getByLabelText('Preço de venda (R$)'), '30');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorOf('Código')).toBe('Já existe um produto com este código'));
    expect(screen.getByLabelText('Código')).toHaveProperty('value', 'pizza');
  });

  it("offers the service type and the providers only at a clinic or service provider (a restaurant's form has no such fields)", async () => {
    await renderNew();
    expect(screen.queryByLabelText('Tipo de serviço')).toBeNull();
    expect(screen.queryByLabelText('Prestadores')).toBeNull();
  });

  it("offers the clinic's active service types", async () => {
    stubCalls({
      'admin/catalogue/menus': menus,
      getservicetype: () => ({
        tipos_servicos: [
          { _id: 'st1', name: 'Consulta', active: true },
          { _id: 'st2', name: 'Antigo', active: false },
        ],
      }),
    });
    renderWithApp(<ProductScreen id="novo" />, {
      path: '/admin/cardapio/produto/novo',
      prelogin: { restaurant_data: { service_supplier: true } },
    });
    const choice = await screen.findByLabelText('Tipo de serviço');
    expect(screen.getByLabelText('Prestadores')).toBeTruthy();
    await waitFor(() => expect(choice.textContent).toContain('Consulta'));
    expect(choice.textContent).not.toContain('Antigo');
  });
});
