import type { CallInput, CallResult } from '@app/domain';
import { CRM_LIST_MAX } from '@app/domain/crm-lists/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { type CrmListsTextKey, crmListsText } from './crm-lists.messages.ts';
import type { CrmListsRepo, ListEntry, ListTableKey, ListValues } from './crm-lists.repo.ts';
import { campaignView, contactTypeView, firstContactView, organizationView, reasonView } from './crm-lists-views.ts';
import { type Reference, referencesChecker } from './references.ts';

const TEXTS: Record<ListTableKey, { notFound: CrmListsTextKey; taken: CrmListsTextKey; unique: string }> = {
  reasons: { notFound: 'reasonNotFound', taken: 'reasonTaken', unique: 'crm_cancellation_reasons_place_name' },
  contactTypes: { notFound: 'contactTypeNotFound', taken: 'contactTypeTaken', unique: 'crm_contact_types_place_name' },
  organizations: {
    notFound: 'organizationNotFound',
    taken: 'organizationTaken',
    unique: 'crm_organizations_place_name',
  },
  campaigns: { notFound: 'campaignNotFound', taken: 'campaignTaken', unique: 'crm_campaigns_place_name' },
  firstContacts: {
    notFound: 'firstContactNotFound',
    taken: 'firstContactTaken',
    unique: 'crm_first_contacts_place_name',
  },
};

/** Leaves out the fields a change did not send (absent: unchanged; null: cleared). */
const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The clinic's CRM admin lists (spec 2 §3, §7; decisions 140–142). Entries are soft-deleted so the
 * leads, patients and reports that used them keep their names; a name is unique (ignoring case)
 * among the entries in use; every reference names an entry of the same place still in use (an
 * unchanged reference to an entry deleted since is kept).
 */
export function createCrmListsService(deps: { database: Database; lists: CrmListsRepo }) {
  const { database, lists: repo } = deps;
  const references = referencesChecker(repo);

  const notFound = (actor: Actor, key: ListTableKey) =>
    new AppError('not_found', crmListsText(actor, TEXTS[key].notFound), 404, { extra: { field: 'id' } });

  async function saving<T>(actor: Actor, key: ListTableKey, work: (tx: Tx, placeId: string) => Promise<T>) {
    const placeId = placeOf(actor).id;
    try {
      return await database.inPlace(placeId, (tx) => work(tx, placeId));
    } catch (error) {
      if (isUniqueViolation(error, TEXTS[key].unique)) {
        throw new AppError('name_taken', crmListsText(actor, TEXTS[key].taken), 409, { extra: { field: 'name' } });
      }
      throw error;
    }
  }

  function list<K extends ListTableKey>(actor: Actor, key: K, includeDeleted = false): Promise<ListEntry<K>[]> {
    const placeId = placeOf(actor).id;
    return database.inPlace(placeId, (tx) => repo.list(tx, key, placeId, includeDeleted, CRM_LIST_MAX));
  }

  function create<K extends ListTableKey>(actor: Actor, key: K, values: ListValues<K>, refs: Reference[] = []) {
    return saving(actor, key, async (tx, placeId) => {
      await references(tx, actor, placeId, refs, null);
      return repo.insert(tx, key, placeId, values);
    });
  }

  function update<K extends ListTableKey>(
    actor: Actor,
    key: K,
    id: string,
    values: Partial<ListValues<K>>,
    refs: Reference[] = [],
  ) {
    return saving(actor, key, async (tx, placeId) => {
      const current = await repo.find(tx, key, placeId, id, { forUpdate: true });
      if (!current || current.deletedAt) throw notFound(actor, key);
      await references(tx, actor, placeId, refs, current as Record<string, unknown>);
      const row = await repo.update(tx, key, placeId, id, definedOnly(values) as Partial<ListValues<K>>);
      if (!row) throw notFound(actor, key);
      return row;
    });
  }

  async function remove(actor: Actor, key: ListTableKey, id: string): Promise<{ deleted: true }> {
    const placeId = placeOf(actor).id;
    const row = await database.inPlace(placeId, (tx) => repo.setDeleted(tx, key, placeId, id, true));
    if (!row) throw notFound(actor, key);
    return { deleted: true };
  }

  const listed = (input: { include_deleted?: boolean }) => input.include_deleted ?? false;

  return {
    async getCancelation(actor: Actor, input: CallInput<'getCancelation'>): Promise<CallResult<'getCancelation'>> {
      return { reasons: (await list(actor, 'reasons', listed(input))).map(reasonView) };
    },
    async createCancelationReasons(
      actor: Actor,
      input: CallInput<'createCancelationReasons'>,
    ): Promise<CallResult<'createCancelationReasons'>> {
      return { reason: reasonView(await create(actor, 'reasons', { name: input.name })) };
    },
    async updateCancelation(
      actor: Actor,
      input: CallInput<'updateCancelation'>,
    ): Promise<CallResult<'updateCancelation'>> {
      return { reason: reasonView(await update(actor, 'reasons', input.id, { name: input.name })) };
    },
    deletedCancelation: (actor: Actor, input: CallInput<'deletedCancelation'>) => remove(actor, 'reasons', input.id),

    async getTypeContacts(actor: Actor, input: CallInput<'getTypeContacts'>): Promise<CallResult<'getTypeContacts'>> {
      return { contact_types: (await list(actor, 'contactTypes', listed(input))).map(contactTypeView) };
    },
    async createTypeContact(
      actor: Actor,
      input: CallInput<'createTypeContact'>,
    ): Promise<CallResult<'createTypeContact'>> {
      const row = await create(actor, 'contactTypes', { name: input.name, kind: input.kind });
      return { contact_type: contactTypeView(row) };
    },
    async updateTypeContact(
      actor: Actor,
      input: CallInput<'updateTypeContact'>,
    ): Promise<CallResult<'updateTypeContact'>> {
      const row = await update(actor, 'contactTypes', input.id, { name: input.name, kind: input.kind });
      return { contact_type: contactTypeView(row) };
    },
    deletedTypeContact: (actor: Actor, input: CallInput<'deletedTypeContact'>) =>
      remove(actor, 'contactTypes', input.id),

    async getOrganization(actor: Actor, input: CallInput<'getOrganization'>): Promise<CallResult<'getOrganization'>> {
      return { organizations: (await list(actor, 'organizations', listed(input))).map(organizationView) };
    },
    async createOrganization(
      actor: Actor,
      input: CallInput<'createOrganization'>,
    ): Promise<CallResult<'createOrganization'>> {
      const { name, cnpj, phone, email, notes } = input;
      const row = await create(actor, 'organizations', {
        name,
        cnpj: cnpj ?? null,
        phone: phone ?? null,
        email: email ?? null,
        notes: notes ?? null,
      });
      return { organization: organizationView(row) };
    },
    async UpdateOrganization(
      actor: Actor,
      input: CallInput<'UpdateOrganization'>,
    ): Promise<CallResult<'UpdateOrganization'>> {
      const { id, archived, name, cnpj, phone, email, notes } = input;
      const row = await saving(actor, 'organizations', async (tx, placeId) => {
        const current = await repo.find(tx, 'organizations', placeId, id, { forUpdate: true });
        // An archived organisation can only be restored (with or without changes).
        if (!current || (current.deletedAt && archived !== false)) throw notFound(actor, 'organizations');
        if (current.deletedAt) await repo.setDeleted(tx, 'organizations', placeId, id, false);
        const changes = definedOnly({ name, cnpj, phone, email, notes });
        if (Object.keys(changes).length > 0) await repo.update(tx, 'organizations', placeId, id, changes);
        if (archived === true) await repo.setDeleted(tx, 'organizations', placeId, id, true);
        const saved = await repo.find(tx, 'organizations', placeId, id);
        if (!saved) throw notFound(actor, 'organizations');
        return saved;
      });
      return { organization: organizationView(row) };
    },

    async listCampaing(actor: Actor, input: CallInput<'listCampaing'>): Promise<CallResult<'listCampaing'>> {
      return { campaigns: (await list(actor, 'campaigns', listed(input))).map(campaignView) };
    },
    async createCampaing(actor: Actor, input: CallInput<'createCampaing'>): Promise<CallResult<'createCampaing'>> {
      const values = campaignValues(input);
      const row = await create(actor, 'campaigns', { name: input.name, ...nullsFor(values) }, campaignRefs(input));
      return { campaign: campaignView(row) };
    },
    async updateCampaing(actor: Actor, input: CallInput<'updateCampaing'>): Promise<CallResult<'updateCampaing'>> {
      const row = await update(
        actor,
        'campaigns',
        input.id,
        { name: input.name, ...campaignValues(input) },
        campaignRefs(input),
      );
      return { campaign: campaignView(row) };
    },
    deletedCampaing: (actor: Actor, input: CallInput<'deletedCampaing'>) => remove(actor, 'campaigns', input.id),

    async listFirstContact(
      actor: Actor,
      input: CallInput<'listFirstContact'>,
    ): Promise<CallResult<'listFirstContact'>> {
      return { first_contacts: (await list(actor, 'firstContacts', listed(input))).map(firstContactView) };
    },
    async createFirstContact(
      actor: Actor,
      input: CallInput<'createFirstContact'>,
    ): Promise<CallResult<'createFirstContact'>> {
      const refs = [{ field: 'campaing', kind: 'campaigns', id: input.campaing, column: 'campaignId' } as const];
      const row = await create(actor, 'firstContacts', { name: input.name, campaignId: input.campaing ?? null }, refs);
      return { first_contact: firstContactView(row) };
    },
    async updateFirstContact(
      actor: Actor,
      input: CallInput<'updateFirstContact'>,
    ): Promise<CallResult<'updateFirstContact'>> {
      const refs = [{ field: 'campaing', kind: 'campaigns', id: input.campaing, column: 'campaignId' } as const];
      const row = await update(
        actor,
        'firstContacts',
        input.id,
        { name: input.name, campaignId: input.campaing },
        refs,
      );
      return { first_contact: firstContactView(row) };
    },
    deletedFirstContact: (actor: Actor, input: CallInput<'deletedFirstContact'>) =>
      remove(actor, 'firstContacts', input.id),
  };
}
export type CrmListsService = ReturnType<typeof createCrmListsService>;

type CampaignInput = CallInput<'createCampaing'>;

function campaignValues(input: CampaignInput) {
  return {
    message: input.message,
    organizationId: input.organization,
    interestSpecialityId: input.interest,
    indicatedBy: input.indacted_by,
    mainSupplierId: input.mainProfessional,
    indicationClinic: input.indicationClinic,
    contactTypeId: input.type_contact,
  };
}

/** A new entry's absent fields are empty. */
function nullsFor<T extends Record<string, unknown>>(values: T): { [K in keyof T]: Exclude<T[K], undefined> | null } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? null])) as {
    [K in keyof T]: Exclude<T[K], undefined> | null;
  };
}

function campaignRefs(input: CampaignInput): Reference[] {
  return [
    { field: 'organization', kind: 'organizations', id: input.organization, column: 'organizationId' },
    { field: 'interest', kind: 'speciality', id: input.interest, column: 'interestSpecialityId' },
    { field: 'mainProfessional', kind: 'supplier', id: input.mainProfessional, column: 'mainSupplierId' },
    { field: 'type_contact', kind: 'contactTypes', id: input.type_contact, column: 'contactTypeId' },
  ];
}
