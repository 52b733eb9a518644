import type { ContactTypeKind } from '@app/domain/crm-lists/rules';
import type { Tx } from '../../platform/db/client.ts';
import { createCrmListsSeedRepo } from './crm-lists-seed.repo.ts';

const repo = createCrmListsSeedRepo();

const CLINIC = 'clinica-bem-estar';

const REASONS = [
  'Paciente desmarcou',
  'Imprevisto do profissional',
  'Paciente não compareceu',
  'Problema de saúde',
  'Reagendado a pedido do paciente',
  'Valor do procedimento',
];

const CONTACT_TYPES: [string, ContactTypeKind][] = [
  ['WhatsApp', 'customer'],
  ['Instagram', 'customer'],
  ['Telefone', 'customer'],
  ['Indicação de paciente', 'forwarding_customer'],
  ['Indicação de funcionário', 'forwarding_employee'],
  ['Recepção', 'handler'],
  ['Site (automático)', 'system'],
];

const ORGANIZATIONS = [
  {
    name: 'Academia Corpo em Forma',
    cnpj: '11222333000181',
    phone: '1133224455',
    email: 'parcerias@corpoemforma.com.br',
  },
  { name: 'Studio Pilates Vila Mariana', cnpj: null, phone: '11991234567', email: null },
  { name: 'Grupo Hospitalar Paulista (RH)', cnpj: null, phone: '1130405060', email: 'beneficios@ghp.com.br' },
];

type Campaign = {
  name: string;
  message: string;
  organization?: number;
  interest: string;
  indicatedBy?: string;
  supplier: string | null;
  indicationClinic?: string;
  contactType: string;
};
const CAMPAIGNS: Campaign[] = [
  {
    name: 'Instagram Harmonização Novembro',
    message: 'Avaliação de harmonização facial com condição especial em novembro.',
    interest: 'Dermatologia',
    supplier: 'supplier-pedro',
    contactType: 'Instagram',
  },
  {
    name: 'Google Ads Implante',
    message: 'Anúncio de pesquisa: tratamento capilar e implante, avaliação gratuita.',
    interest: 'Dermatologia',
    supplier: 'supplier-beatriz',
    contactType: 'Site (automático)',
  },
  {
    name: 'Indicação de paciente',
    message: 'Paciente que indica ganha uma limpeza de pele.',
    interest: 'Dermatologia',
    indicatedBy: 'Pacientes da clínica',
    supplier: null,
    contactType: 'Indicação de paciente',
  },
  {
    name: 'Parceria Academia Corpo em Forma',
    message: 'Alunos da academia têm 10% na primeira consulta de nutrição.',
    organization: 0,
    interest: 'Nutrição',
    supplier: 'supplier-camila',
    contactType: 'WhatsApp',
  },
  {
    name: 'Convênio RH Grupo Hospitalar',
    message: 'Colaboradores do grupo com agenda reservada às sextas.',
    organization: 2,
    interest: 'Fisioterapia dermatofuncional',
    indicationClinic: 'Clínica Vida Plena',
    supplier: 'supplier-rafael',
    contactType: 'Indicação de funcionário',
  },
];

const FIRST_CONTACTS: [string, string | null][] = [
  ['Direct do Instagram', 'Instagram Harmonização Novembro'],
  ['Formulário do site', 'Google Ads Implante'],
  ['Mensagem no WhatsApp', null],
  ['Ligação para a recepção', null],
  ['Visita à clínica', null],
];

/**
 * The clinic's CRM lists (reasons, contact types, organisations, campaigns, first contacts) and a
 * lead origin for most demo patients, a few of them with publicity or contact blocks. Bulk inserts.
 */
export async function seedDemoCrmLists(tx: Tx, place: { id: string; slug: string }) {
  if (place.slug !== CLINIC) return;
  const placeId = place.id;
  await repo.insertReasons(
    tx,
    REASONS.map((name) => ({ placeId, name })),
  );
  const types = await repo.insertContactTypes(
    tx,
    CONTACT_TYPES.map(([name, kind]) => ({ placeId, name, kind })),
  );
  const typeId = new Map(types.map((r) => [r.name, r.id]));
  const orgs = await repo.insertOrganizations(
    tx,
    ORGANIZATIONS.map((o) => ({ placeId, ...o })),
  );
  const specs = await repo.specialitiesOf(tx, placeId);
  const specialityId = new Map(specs.map((s) => [s.name, s.id]));
  const campaigns = await repo.insertCampaigns(
    tx,
    CAMPAIGNS.map((c) => ({
      placeId,
      name: c.name,
      message: c.message,
      organizationId: c.organization === undefined ? null : (orgs[c.organization]?.id ?? null),
      interestSpecialityId: specialityId.get(c.interest) ?? null,
      indicatedBy: c.indicatedBy ?? null,
      mainSupplierId: c.supplier,
      indicationClinic: c.indicationClinic ?? null,
      contactTypeId: typeId.get(c.contactType) ?? null,
    })),
  );
  const campaignId = new Map(campaigns.map((r) => [r.name, r.id]));
  const firsts = await repo.insertFirstContacts(
    tx,
    FIRST_CONTACTS.map(([name, campaign]) => ({
      placeId,
      name,
      campaignId: campaign ? campaignId.get(campaign) : null,
    })),
  );

  const clinicPatients = await repo.patientsOf(tx, placeId);
  // Every fifth patient has no recorded origin (walk-ins before the CRM).
  const origins = clinicPatients
    .filter((_, i) => i % 5 !== 4)
    .map((p, i) => {
      const campaign = CAMPAIGNS[i % CAMPAIGNS.length] as Campaign;
      const id = campaignId.get(campaign.name) ?? null;
      const first = firsts.find((f) => f.campaignId === id) ?? firsts[2 + (i % 3)];
      return {
        patientId: p.id,
        placeId,
        campaignId: id,
        contactTypeId: typeId.get(campaign.contactType) ?? null,
        firstContactId: first?.id ?? null,
        organizationId: campaign.organization === undefined ? null : (orgs[campaign.organization]?.id ?? null),
        interestSpecialityId: specialityId.get(campaign.interest) ?? null,
        indicatedBySupplierId: i % 6 === 1 ? (p.supplierIds[0] ?? null) : null,
        clinicalIndication: i % 4 === 0 ? 'Avaliação estética facial' : null,
        publicityBlock: i % 7 === 3,
        contactBlock: i % 11 === 5,
      };
    });
  await repo.insertOrigins(tx, origins);
}
