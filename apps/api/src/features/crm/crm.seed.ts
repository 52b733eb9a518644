import { addDays, localParts } from '@app/domain/scheduling/rules';
import type { Tx } from '../../platform/db/client.ts';
import { createCrmSeedRepo } from './crm-seed.repo.ts';

const CLINIC = 'clinica-bem-estar';

// Visits: [days ago, supplier, attendancy type (0 consultation, 2 procedure), status (2 attended,
// 3 cancelled), product code of the slot ('201' Limpeza de pele, '202' Peeling químico,
// '203' Drenagem linfática) or null].
type Visit = [daysAgo: number, supplier: string, type: number, status: number, product: string | null];
type Profile = { district: string; street: string; cep: string; visits: Visit[] };

const P = 'supplier-pedro';
const B = 'supplier-beatriz';
const C = 'supplier-camila';

/**
 * Where the clinic's patients live and what they did, by full name (the patients seed's people),
 * so the CRM has a known answer: aged 30–50, living in Moema, with a Limpeza de pele done and not
 * seen for six months are Juliana Ribeiro Cardoso and Aline Souza Carvalho — the others each miss
 * one condition (age, district, procedure, a recent visit).
 */
const PROFILES: Record<string, Profile> = {
  'Juliana Ribeiro Cardoso': {
    district: 'Moema',
    street: 'Avenida Ibirapuera',
    cep: '04029000',
    visits: [
      [240, P, 2, 2, '201'],
      [300, P, 0, 2, null],
    ],
  },
  'Aline Souza Carvalho': {
    district: 'Moema',
    street: 'Alameda dos Maracatins',
    cep: '04089001',
    visits: [[215, P, 2, 2, '201']],
  },
  // 51 years old
  'Carlos Eduardo Menezes': {
    district: 'Moema',
    street: 'Rua Canário',
    cep: '04521000',
    visits: [[270, P, 2, 2, '201']],
  },
  // seen two months ago
  'Fernanda Alves Pacheco': {
    district: 'Moema',
    street: 'Rua Gaivota',
    cep: '04522030',
    visits: [[61, P, 2, 2, '201']],
  },
  // another procedure
  'Rodrigo Lima Bastos': {
    district: 'Moema',
    street: 'Avenida Jamaris',
    cep: '04078000',
    visits: [[305, B, 2, 2, '202']],
  },
  // another district
  'Renata Duarte Freitas': {
    district: 'Pinheiros',
    street: 'Rua dos Pinheiros',
    cep: '05422000',
    visits: [[250, P, 2, 2, '201']],
  },
  // a consultation last month
  'Thiago Rocha Moreira': {
    district: 'Moema',
    street: 'Rua Tuim',
    cep: '04514100',
    visits: [
      [365, P, 2, 2, '201'],
      [30, P, 0, 2, null],
    ],
  },
  // the procedure was cancelled
  'Tatiane Borges Medeiros': {
    district: 'Moema',
    street: 'Rua Inhambu',
    cep: '04520010',
    visits: [[230, P, 2, 3, '201']],
  },
  'Patrícia Gomes Nascimento': {
    district: 'Vila Mariana',
    street: 'Rua Domingos de Morais',
    cep: '04010100',
    visits: [
      [120, B, 2, 2, '203'],
      [90, B, 2, 2, '203'],
    ],
  },
  'Vanessa Lopes Andrade': {
    district: 'Perdizes',
    street: 'Rua Cardoso de Almeida',
    cep: '05013001',
    visits: [[45, B, 0, 2, null]],
  },
  'Marcos Vinícius Prado': {
    district: 'Jardim Paulista',
    street: 'Alameda Lorena',
    cep: '01424001',
    visits: [[400, B, 2, 2, '202']],
  },
  'Larissa Monteiro Vieira': {
    district: 'Pinheiros',
    street: 'Rua Teodoro Sampaio',
    cep: '05405000',
    visits: [[20, C, 0, 2, null]],
  },
  'Daniela Costa Barreto': { district: 'Vila Mariana', street: 'Rua Vergueiro', cep: '04101000', visits: [] },
  'Mariana Pinto Cavalcanti': {
    district: 'Bela Vista',
    street: 'Rua Treze de Maio',
    cep: '01327000',
    visits: [
      [200, C, 0, 2, null],
      [190, C, 1, 2, null],
    ],
  },
  'Priscila Moura Castilho': {
    district: 'Consolação',
    street: 'Rua da Consolação',
    cep: '01301000',
    visits: [[15, B, 2, 2, '203']],
  },
  'Leonardo Tavares Godoy': {
    district: 'Perdizes',
    street: 'Rua Monte Alegre',
    cep: '05014000',
    visits: [[330, P, 2, 2, '202']],
  },
};

/**
 * The CRM's demo variety at the clinic: app accounts with a home address for some patients, and
 * their past bookings (consultations and procedures on slots of the procedure products).
 */
export async function seedDemoCrm(tx: Tx, place: { id: string; slug: string }, productIds: Map<string, string>) {
  if (place.slug !== CLINIC) return;
  const names = Object.keys(PROFILES);
  const repo = createCrmSeedRepo();
  const found = await repo.patientsNamed(tx, place.id, names);
  const today = localParts(new Date()).date;
  let slotMinute = 0;
  for (const patient of found) {
    const profile = PROFILES[patient.fullName];
    if (!profile) continue;
    const userId = await repo.linkAccount(tx, patient);
    if (!userId) continue;
    await repo.insertHome(tx, {
      userId,
      cep: profile.cep,
      state: 'SP',
      city: 'São Paulo',
      district: profile.district,
      street: profile.street,
      number: String(100 + names.indexOf(patient.fullName) * 7),
      isDefault: true,
    });
    for (const [daysAgo, supplierId, type, status, product] of profile.visits) {
      // Early-morning slots, before the agenda's hours, each on its own minute: no overlaps.
      const day = addDays(today, -daysAgo);
      const minute = slotMinute;
      slotMinute += 1;
      const startsAt = new Date(`${day}T06:${String(minute).padStart(2, '0')}:00-03:00`);
      const endsAt = new Date(startsAt.getTime() + 50_000);
      await repo.insertPastBooking(tx, {
        placeId: place.id,
        supplierId,
        userId,
        type,
        status,
        startsAt,
        endsAt,
        productId: product ? (productIds.get(product) ?? null) : null,
      });
    }
  }
}
