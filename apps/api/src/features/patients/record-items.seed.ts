import { addDays, localParts } from '@app/domain/scheduling/rules';
import type { Tx } from '../../platform/db/client.ts';
import { createPatientsSeedRepo } from './patients-seed.repo.ts';
import { createRecordItemsRepo, type ProcedureValues, type SurgeryValues } from './record-items.repo.ts';

const CLINIC = 'clinica-bem-estar';
const PEDRO = 'supplier-pedro';

type DemoProcedure = Pick<
  ProcedureValues,
  'procedureType' | 'region' | 'product' | 'lot' | 'quantity' | 'unit' | 'technique' | 'notes'
>;

/** What a dermatology and aesthetics practice applies, with the product and lot it must trace. */
const PROCEDURES: DemoProcedure[] = [
  {
    procedureType: 'Toxina botulínica',
    region: 'Glabela e fronte',
    product: 'Botox 100U (onabotulinumtoxinA)',
    lot: 'C6123C3',
    quantity: 24,
    unit: 'units',
    technique: '5 pontos na glabela, 6 na fronte; diluição 2,5 mL',
    notes: 'Sem intercorrências. Retorno em 15 dias para avaliação.',
  },
  {
    procedureType: 'Preenchimento com ácido hialurônico',
    region: 'Sulco nasogeniano bilateral',
    product: 'Juvéderm Volift com lidocaína 1 mL',
    lot: 'VB20K41528',
    quantity: 1,
    unit: 'syringes',
    technique: 'Cânula 25G, retroinjeção em leque',
    notes: 'Edema leve esperado por 48 h. Orientada compressa fria.',
  },
  {
    procedureType: 'Bioestimulador de colágeno',
    region: 'Terço inferior da face',
    product: 'Sculptra 150 mg (ácido poli-L-láctico)',
    lot: 'P58217',
    quantity: 1,
    unit: 'vials',
    technique: 'Diluição 8 mL, cânula 22G, vetores',
    notes: 'Massagem 5x5x5 orientada. Segunda sessão em 45 dias.',
  },
  {
    procedureType: 'Preenchimento labial',
    region: 'Lábios (vermelhão e contorno)',
    product: 'Restylane Kysse 1 mL',
    lot: '20476-2',
    quantity: 0.8,
    unit: 'ml',
    technique: 'Agulha 30G, microbolus',
    notes: 'Paciente satisfeita. Sem sinais de oclusão vascular.',
  },
  {
    procedureType: 'Microagulhamento',
    region: 'Face total',
    product: 'Drug delivery com vitamina C',
    lot: '',
    quantity: 1,
    unit: 'sessions',
    technique: 'Dermaroller 1,5 mm',
    notes: 'Eritema esperado por 24 h. Fotoproteção rigorosa.',
  },
  {
    procedureType: 'Peeling químico',
    region: 'Face (melasma)',
    product: 'Ácido retinoico 5%',
    lot: 'RT2611',
    quantity: null,
    unit: null,
    technique: 'Aplicação única, retirada em 6 h',
    notes: 'Descamação esperada entre o 3º e o 5º dia.',
  },
];

type DemoSurgery = Pick<SurgeryValues, 'surgeryType' | 'surgeryLocal' | 'startTime' | 'observations'>;

const SURGERIES: DemoSurgery[] = [
  {
    surgeryType: 'Exérese de nevo com sutura',
    surgeryLocal: 'Clínica Bem-Estar — sala de procedimentos',
    startTime: '10:00',
    observations: 'Anestesia local com lidocaína 2%. Fuso elíptico, margem de 2 mm. Peça enviada ao anatomopatológico.',
  },
  {
    surgeryType: 'Blefaroplastia superior',
    surgeryLocal: 'Hospital Santa Catarina — centro cirúrgico 3',
    startTime: '07:30',
    observations: 'Anestesia local com sedação. Ressecção de pele e bolsa medial. Sutura intradérmica.',
  },
  {
    surgeryType: 'Exérese de cisto epidérmico',
    surgeryLocal: 'Clínica Bem-Estar — sala de procedimentos',
    startTime: '14:30',
    observations: 'Cisto íntegro removido com cápsula. Pontos simples com náilon 5-0.',
  },
];

/**
 * Surgeries and procedures in the records of Dr. Pedro's demo patients (the only professional with
 * a login in the demo): one or two procedures each, a surgery for some, an addendum for one.
 */
export async function seedDemoRecordItems(tx: Tx, place: { id: string; slug: string }, pedroId: string | undefined) {
  if (place.slug !== CLINIC || !pedroId) return;
  const repo = createRecordItemsRepo();
  const today = localParts(new Date()).date;
  const rows = await createPatientsSeedRepo().ofSupplier(tx, place.id, PEDRO);
  const signer = { placeId: place.id, supplierId: PEDRO, authorUserId: pedroId, authorName: 'Dr. Pedro Prestador' };
  const procedures: ProcedureValues[] = rows.flatMap(({ id }, i) =>
    [0, 1].slice(0, i % 3 === 0 ? 2 : 1).map((n) => ({
      ...signer,
      ...(PROCEDURES[(i + n * 2) % PROCEDURES.length] as DemoProcedure),
      patientId: id,
      day: addDays(today, -(7 + ((i * 11 + n * 40) % 150))),
      hour: `${String(9 + ((i + n) % 8)).padStart(2, '0')}:${n === 0 ? '00' : '30'}`,
      addendumTo: null,
    })),
  );
  await repo.insertProcedures(tx, procedures);
  const surgeries: SurgeryValues[] = rows
    .filter((_, i) => i % 4 === 1)
    .map(({ id }, i) => ({
      ...signer,
      ...(SURGERIES[i % SURGERIES.length] as DemoSurgery),
      patientId: id,
      day: addDays(today, -(30 + i * 17)),
      addendumTo: null,
    }));
  let first: { id: string; patientId: string; day: string } | null = null;
  for (const s of surgeries) {
    const saved = await repo.insertSurgery(tx, s);
    first ??= saved;
  }
  if (first) {
    await repo.insertSurgery(tx, {
      ...signer,
      ...(SURGERIES[0] as DemoSurgery),
      patientId: first.patientId,
      day: addDays(first.day, 10),
      startTime: '11:00',
      observations: 'Adendo: anatomopatológico — nevo melanocítico composto, margens livres. Pontos retirados.',
      addendumTo: first.id,
    });
  }
}
