import { validateComboSelection } from '@app/domain/catalogue/combo-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comboItems, comboSessions, places, products } from '../../platform/db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueService } from './catalogue.service.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let cantinaId: string;
let portoId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: places.id, slug: places.slug }).from(places);
  cantinaId = rows.find((r) => r.slug === CANTINA)?.id ?? '';
  portoId = rows.find((r) => r.slug === PORTO)?.id ?? '';
});
afterAll(() => t.close());

describe('combos on the product wire', () => {
  it('getproductnotoken answers the sessions in display order with their items in order, money in reais', async () => {
    const res = await t.call('getproductnotoken', { code: '309' }, { place: CANTINA });
    expect(res.status).toBe(200);
    const combo = res.body.data;
    expect(combo.combolist_id).toBe(combo._id);
    const sessions = combo.combosession_list as any[];
    expect(sessions.map((s) => [s.title, s.selection_type, s.display_order])).toEqual([
      ['Escolha o prato', 'UNIQUE_SELECT', 0],
      ['Acompanhamentos', 'MANY_SELECT', 1],
      ['Bebidas', 'MANY_QTD_SELECT', 2],
    ]);
    expect(sessions[1]).toMatchObject({ min_itens: 2, max_itens: 3, max_itens_additions: 0, autocomplete: false });
    expect(sessions[2]).toMatchObject({ max_total_products: 2, max_itens_additions: 2, min_itens: 0 });
    expect(sessions[1].product_list_data.map((i: any) => [i.productname, i.price])).toEqual([
      ['Salada verde', 0],
      ['Pão de alho', 0],
      ['Polenta frita', 4],
      ['Arroz branco', 0],
    ]);
    // An item that stands for a menu product carries that product's id.
    const lasanha = await t.call('getproductnotoken', { code: '303' }, { place: CANTINA });
    expect(sessions[0].product_list_data[1]).toMatchObject({
      productname: 'Lasanha da Nonna',
      product_id: lasanha.body.data._id,
      qtd: 0,
    });
    expect(sessions[1].product_list_data[0].product_id).toBeNull();
  });

  it('the product list carries the sessions of every combo on the page; plain products have none', async () => {
    const res = await t.call('getproductlistnotoken', { type: 'massas' }, { place: CANTINA });
    const list = res.body.data.products as any[];
    const combo = list.find((p) => p.code === '309');
    expect(combo.combosession_list).toHaveLength(3);
    expect(combo.combolist_id).toBe(combo._id);
    for (const plain of list.filter((p) => p.code !== '309')) {
      expect(plain).toMatchObject({ combolist_id: null, combosession_list: [] });
    }
    const all = await t.call('getproductlistnotoken', { search: 'combo' }, { place: PORTO });
    expect(all.body.data.products).toEqual([
      expect.objectContaining({ productname: 'Combo Happy Hour', combolist_id: expect.any(String) }),
    ]);
    const happy = all.body.data.products[0];
    expect(happy.combosession_list[1].product_list_data[0]).toMatchObject({
      productname: 'Chope Pilsen 300 ml',
      qtd: 2,
    });
  });

  it('orders sessions by display_order, not by insertion', async () => {
    const [combo] = await t.database.db.select().from(products).where(eq(products.code, '309')).limit(1);
    await t.database.inPlace(cantinaId, async (tx) => {
      const [first] = await tx
        .insert(comboSessions)
        .values({
          placeId: cantinaId,
          productId: combo?.id ?? '',
          title: 'Sobremesa',
          selectionType: 'UNIQUE_SELECT',
          displayOrder: -1,
        })
        .returning();
      await tx
        .insert(comboItems)
        .values({ placeId: cantinaId, sessionId: first?.id ?? '', name: 'Pudim', position: 0 });
    });
    const res = await t.call('getproductnotoken', { code: '309' }, { place: CANTINA });
    expect((res.body.data.combosession_list as any[]).map((s) => s.title)).toEqual([
      'Sobremesa',
      'Escolha o prato',
      'Acompanhamentos',
      'Bebidas',
    ]);
    await t.database.inPlace(cantinaId, (tx) => tx.delete(comboSessions).where(eq(comboSessions.title, 'Sobremesa')));
  });

  it('the wire sessions work with the shared combo rules', async () => {
    const res = await t.call('getproductnotoken', { code: '309' }, { place: CANTINA });
    const sessions = res.body.data.combosession_list as any[];
    expect(validateComboSelection(sessions, [])).toMatchObject({ sessionId: sessions[0]._id, key: 'comboMinOne' });
  });

  it("combo rows are tenant data: another place's transaction sees none of them", async () => {
    const seen = await t.database.inPlace(portoId, (tx) => tx.select().from(comboItems));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((i) => i.placeId === portoId)).toBe(true);
    expect(await t.database.inTransaction((tx) => tx.select().from(comboSessions))).toHaveLength(0);
  });
});

describe('product pages from memory', () => {
  it('serves a page from memory until the place is invalidated', async () => {
    const service = createCatalogueService({ database: t.database, catalogue: createCatalogueRepo() });
    const actor = { place: { id: cantinaId }, manager: null } as any;
    const input = { page: 1, sort: 'productname asc' } as const;
    const first = (await service.listProducts(actor, input)).products[0];
    const priceOf = async () =>
      (await service.listProducts(actor, input)).products.find((p) => p._id === first?._id)?.price;
    await t.database.inPlace(cantinaId, (tx) =>
      tx
        .update(products)
        .set({ priceCents: 123_45 })
        .where(eq(products.id, first?._id ?? '')),
    );
    expect(await priceOf()).toBe(first?.price);
    service.invalidateProducts(cantinaId);
    expect(await priceOf()).toBe(123.45);
  });
});

describe('loadCartProducts', () => {
  it('loads products by id with their sessions, skips unknown ids, includes staff-only products', async () => {
    const service = createCatalogueService({ database: t.database, catalogue: createCatalogueRepo() });
    const cantinaCodes = await t.database.inPlace(cantinaId, (tx) =>
      tx.select({ id: products.id, code: products.code }).from(products),
    );
    const cantina = (code: string) => cantinaCodes.find((r) => r.code === code)?.id ?? '';
    const missing = '00000000-0000-4000-8000-000000000000';
    const loaded = await t.database.inPlace(cantinaId, (tx) =>
      service.loadCartProducts(
        tx,
        cantinaId,
        [cantina('309'), cantina('101'), cantina('308'), missing, cantina('309')],
        {
          forUpdate: true,
        },
      ),
    );
    expect([...loaded.keys()].sort()).toEqual([cantina('309'), cantina('101'), cantina('308')].sort());
    expect(loaded.get(cantina('309'))?.combos.map((s) => s.title)).toEqual([
      'Escolha o prato',
      'Acompanhamentos',
      'Bebidas',
    ]);
    expect(loaded.get(cantina('101'))?.combos).toEqual([]);
    expect(loaded.get(cantina('308'))?.managerOnly).toBe(true);
  });
});
