import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { demoAccessPlace, seedDemoAccessRequests } from '../features/access-requests/access-requests.seed.ts';
import { seedDemoAddresses } from '../features/addresses/addresses.seed.ts';
import { seedDemoAutomaticMessages } from '../features/automatic-messages/automatic-messages.seed.ts';
import { demoCashbackCodes } from '../features/cashback/cashback.seed.ts';
import { createCashbackRepo } from '../features/cashback/index.ts';
import { demoCombos, demoMenus } from '../features/catalogue/catalogue.seed.ts';
import { createCatalogueRepo } from '../features/catalogue/index.ts';
import { seedDemoCheckIns } from '../features/check-in/check-in.seed.ts';
import { seedDemoServiceTypes } from '../features/clinic-admin/clinic-admin.seed.ts';
import { demoCoupons } from '../features/coupons/coupons.seed.ts';
import { createCouponsRepo } from '../features/coupons/index.ts';
import { seedDemoCrm } from '../features/crm/crm.seed.ts';
import { seedDemoCrmLists } from '../features/crm-lists/crm-lists.seed.ts';
import {
  demoMarketplacePlaces,
  demoMenuSource,
  demoPictureSource,
  seedDemoMarketplace,
} from '../features/marketplace/marketplace.seed.ts';
import { seedDemoOpenOrders } from '../features/open-orders/open-orders.seed.ts';
import { seedDemoStations } from '../features/orders/kitchen.seed.ts';
import { seedDemoOrders } from '../features/orders/orders.seed.ts';
import { seedDemoPatientFiles } from '../features/patients/patient-files.seed.ts';
import { seedDemoAnamneses } from '../features/patients/patient-links.seed.ts';
import { seedDemoPatients } from '../features/patients/patients.seed.ts';
import { seedDemoRecordItems } from '../features/patients/record-items.seed.ts';
import { seedDemoPayments } from '../features/payments/payments.seed.ts';
import { createPlacesRepo } from '../features/places/index.ts';
import { demoPlaces } from '../features/places/places.seed.ts';
import { seedDemoFunnel } from '../features/sales-funnel/sales-funnel.seed.ts';
import { seedDemoScheduling } from '../features/scheduling/scheduling.seed.ts';
import { seedDemoSplitRules } from '../features/split-rules/split-rules.seed.ts';
import { createUsersRepo } from '../features/users/index.ts';
import { seedDemoTeam } from '../features/users/team.seed.ts';
import { demoPeople, demoRoles } from '../features/users/users.seed.ts';
import type { StoragePort } from '../integrations/storage/port.ts';
import type { PrivateStoragePort } from '../integrations/storage/private.ts';
import type { Database } from '../platform/db/client.ts';
import { hashSecret } from '../platform/passwords.ts';
import { demoPictures, type PlacePictures } from './demo-pictures.ts';

/**
 * Seeds the demo places and people on the first start (an empty database); later starts do nothing.
 * With `storage` the places get drawn logos, banners and product pictures (the API tests seed
 * without: their answers keep null photos).
 */
export async function seedDemo(
  database: Database,
  log: FastifyBaseLogger | Logger,
  storage?: StoragePort,
  /** Where the clinic's demo patient files and photos go (private; decision 161). */
  privateStorage?: PrivateStoragePort,
) {
  const placesRepo = createPlacesRepo(database.db);
  if ((await placesRepo.count()) > 0) return;
  const usersRepo = createUsersRepo(database.db);
  const catalogueRepo = createCatalogueRepo();
  const people = new Map<string, string>();
  for (const person of demoPeople) {
    const user = await usersRepo.insertUser(database.db, {
      username: person.username,
      phone: person.phone,
      email: person.email,
      passwordHash: await hashSecret(person.password),
      phoneValidated: true,
    });
    people.set(person.key, user.id);
  }
  const customerId = people.get('customer') as string;
  const managerId = people.get('manager') as string;
  const managerName = demoPeople.find((p) => p.key === 'manager')?.username ?? '';
  const customerAddress = await database.inTransaction((tx) => seedDemoAddresses(tx, customerId));
  const placeIds = new Map<string, string>();
  for (const values of [...demoPlaces, ...demoMarketplacePlaces, demoAccessPlace]) {
    // Branches serve the menu and pictures of the place they copy.
    const source = demoMenuSource[values.slug] ?? values.slug;
    const pictures: PlacePictures = storage
      ? await demoPictures(storage, demoPictureSource[values.slug] ?? values.slug)
      : { photo: null, banner: null, products: new Map() };
    const place = await placesRepo.insert({
      ...values,
      photo: values.photo ?? pictures.photo,
      banner: values.banner ?? pictures.banner,
    });
    placeIds.set(place.slug, place.id);
    await database.inPlace(place.id, async (tx) => {
      for (const role of demoRoles) {
        const userId = people.get(role.person);
        if (!userId) continue;
        const member = await usersRepo.ensureMember(tx, place.id, userId);
        await usersRepo.updateMember(tx, member.id, {
          isManager: role.manager ?? false,
          isOwner: role.owner ?? false,
          // Suppliers exist only where the place works with service suppliers.
          supplierId: values.serviceSupplier ? (role.supplierId ?? null) : null,
        });
      }
      await seedDemoTeam(tx, place, people.get('owner'));
      await seedDemoServiceTypes(tx, place);
      let position = 0;
      const productIds = new Map<string, string>();
      const categoryIds = new Map<string, string>();
      for (const category of demoMenus[source] ?? []) {
        const row = await catalogueRepo.insertCategory(tx, {
          placeId: place.id,
          name: category.name,
          description: category.description ?? null,
          typeSearch: category.typeSearch,
          typeId: category.typeId ?? null,
          image: category.image ?? null,
          position: position++,
          subtypes: category.subtypes ?? [],
          highlight: category.highlight ?? false,
          carousel: category.carousel ?? false,
        });
        categoryIds.set(category.typeSearch, row.id);
        const inserted = await catalogueRepo.insertProducts(
          tx,
          category.products.map((p) => ({
            placeId: place.id,
            categoryId: row.id,
            code: p.code,
            name: p.name,
            description: p.description ?? null,
            details: p.details ?? null,
            photo: pictures.products.get(p.code) ?? null,
            priceCents: p.price,
            regularPriceCents: p.regularPrice ?? null,
            subtype: p.subtype ?? null,
            serviceTypeId: p.serviceTypeId ?? null,
            stock: p.stock ?? null,
            safetyMargin: p.safetyMargin ?? 0,
            saleWithoutStock: p.saleWithoutStock ?? false,
            maxQuantity: p.maxQuantity ?? null,
            managerOnly: p.managerOnly ?? false,
            checkIn: p.checkIn ?? false,
            servicesProviders: p.servicesProviders ?? [],
          })),
        );
        for (const p of inserted) productIds.set(p.code, p.id);
      }
      for (const [code, sessions] of Object.entries(demoCombos[source] ?? {})) {
        const productId = productIds.get(code);
        if (!productId) continue;
        for (const [displayOrder, s] of sessions.entries()) {
          const session = await catalogueRepo.insertComboSession(tx, {
            placeId: place.id,
            productId,
            title: s.title,
            selectionType: s.selectionType,
            minItens: s.minItens ?? 0,
            maxItens: s.maxItens ?? 0,
            maxItensAdditions: s.maxItensAdditions ?? 0,
            maxTotalProducts: s.maxTotalProducts ?? 0,
            autocomplete: s.autocomplete ?? false,
            pendingPrint: s.pendingPrint ?? false,
            displayOrder,
          });
          await catalogueRepo.insertComboItems(
            tx,
            s.items.map((item, index) => ({
              placeId: place.id,
              sessionId: session.id,
              productId: item.productCode ? (productIds.get(item.productCode) ?? null) : null,
              name: item.name,
              description: item.description ?? null,
              photo: null,
              priceCents: item.price ?? 0,
              qtd: item.qtd ?? 0,
              position: index,
            })),
          );
        }
      }
      await seedDemoStations(tx, place, categoryIds);
      await seedDemoSplitRules(tx, place);
      await seedDemoOrders(tx, place, productIds, { customerId, managerId, managerName }, customerAddress);
      await seedDemoScheduling(tx, place, customerId);
      await seedDemoOpenOrders(tx, place, productIds);
      await seedDemoPatients(tx, place, { customerId, pedroId: people.get('supplier') });
      await seedDemoPatientFiles(tx, place, people.get('supplier'), privateStorage);
      await seedDemoRecordItems(tx, place, people.get('supplier'));
      await seedDemoAnamneses(tx, place, people.get('supplier'));
      await seedDemoCrm(tx, place, productIds);
      await seedDemoCheckIns(tx, place);
      await seedDemoCrmLists(tx, place);
      await seedDemoFunnel(tx, place);
      await seedDemoAutomaticMessages(tx, place);
      const couponsRepo = createCouponsRepo();
      for (const coupon of demoCoupons[place.slug] ?? [])
        await couponsRepo.insertCoupon(tx, { ...coupon, placeId: place.id });
      const cashbackRepo = createCashbackRepo();
      for (const code of demoCashbackCodes[place.slug] ?? [])
        await cashbackRepo.insertCode(tx, { ...code, placeId: place.id });
    });
  }
  await seedDemoMarketplace(database, placeIds);
  await seedDemoPayments(database, customerId, placeIds.get('cantina-da-praca') ?? null);
  const accessPlaceId = placeIds.get(demoAccessPlace.slug);
  if (accessPlaceId)
    await seedDemoAccessRequests(database, accessPlaceId, { customerId, ownerId: people.get('owner') ?? null });
  log.info('demo data seeded (see README for the logins)');
}
