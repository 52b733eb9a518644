import type { Tx } from '../../platform/db/client.ts';
import { createClinicAdminRepo } from './clinic-admin.repo.ts';

/** The service types each demo place's products name (decision 180); seeded before the products. */
const demoServiceTypes: Record<string, { key: string; name: string; active?: boolean }[]> = {
  'clinica-bem-estar': [
    { key: 'consulta', name: 'Consulta' },
    { key: 'procedimento', name: 'Procedimento' },
    { key: 'retorno', name: 'Retorno' },
    { key: 'teleconsulta', name: 'Teleconsulta', active: false },
  ],
};

export async function seedDemoServiceTypes(tx: Tx, place: { id: string; slug: string }) {
  const repo = createClinicAdminRepo();
  for (const type of demoServiceTypes[place.slug] ?? []) {
    await repo.insertServiceType(tx, place.id, { active: true, ...type });
  }
}
