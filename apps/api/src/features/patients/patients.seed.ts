import { addDays, localParts } from '@app/domain/scheduling/rules';
import { validateCpfCnpj } from '@app/domain/users/rules';
import type { Tx } from '../../platform/db/client.ts';
import { createPatientsRepo, type PatientValues } from './patients.repo.ts';

const CLINIC = 'clinica-bem-estar';

/** A valid CPF from nine digits: the two check digits the library accepts (none written by hand). */
function cpfFrom(base: string): string {
  for (let suffix = 0; suffix < 100; suffix++) {
    const cpf = `${base}${String(suffix).padStart(2, '0')}`;
    if (validateCpfCnpj(cpf) === null) return cpf;
  }
  throw new Error(`no CPF for ${base}`);
}

type DemoPatient = [
  name: string,
  birthdate: string,
  gender: 'female' | 'male',
  suppliers: string[],
  extra?: Partial<PatientValues>,
];

const P = 'supplier-pedro';
const B = 'supplier-beatriz';
const C = 'supplier-camila';
const R = 'supplier-rafael';

/** Thirty patients of a small São Paulo clinic, spread over its four professionals. */
const demoPatients: DemoPatient[] = [
  [
    'Juliana Ribeiro Cardoso',
    '1988-03-14',
    'female',
    [P],
    { occupation: 'Arquiteta', bloodType: 'A+', maritalStatus: 'married', partnerName: 'Marcelo Cardoso' },
  ],
  [
    'Carlos Eduardo Menezes',
    '1975-11-02',
    'male',
    [P],
    { occupation: 'Engenheiro civil', bloodType: 'O+', maritalStatus: 'divorced', hasChildren: true },
  ],
  ['Fernanda Alves Pacheco', '1992-07-21', 'female', [P, B], { occupation: 'Advogada', bloodType: 'B+' }],
  ['Rodrigo Lima Bastos', '1983-01-30', 'male', [P], { occupation: 'Professor', maritalStatus: 'married' }],
  [
    'Patrícia Gomes Nascimento',
    '1969-09-08',
    'female',
    [P],
    { occupation: 'Contadora', bloodType: 'AB+', hasChildren: true },
  ],
  ['Lucas Martins Figueiredo', '2001-05-17', 'male', [P], { occupation: 'Estudante' }],
  ['Aline Souza Carvalho', '1995-12-03', 'female', [P, R], { occupation: 'Designer gráfica' }],
  ['Gustavo Henrique Teixeira', '1979-04-25', 'male', [P], { occupation: 'Empresário', bloodType: 'O-' }],
  ['Renata Duarte Freitas', '1986-08-11', 'female', [P], { occupation: 'Enfermeira', maritalStatus: 'stable_union' }],
  ['Thiago Rocha Moreira', '1990-02-19', 'male', [P], { occupation: 'Analista de sistemas' }],
  [
    'Beatriz Campos Queiroz',
    '2010-06-06',
    'female',
    [P],
    { responsibleName: 'Sandra Campos Queiroz', responsiblePhone: '11991230010', motherName: 'Sandra Campos Queiroz' },
  ],
  ['Vanessa Lopes Andrade', '1977-10-29', 'female', [B], { occupation: 'Jornalista', bloodType: 'A-' }],
  ['Marcos Vinícius Prado', '1985-03-03', 'male', [B], { occupation: 'Representante comercial' }],
  ['Camila Ferreira Dantas', '1998-01-12', 'female', [B], { occupation: 'Publicitária' }],
  [
    'Sérgio Augusto Lacerda',
    '1958-07-15',
    'male',
    [B],
    { occupation: 'Aposentado', hasChildren: true, maritalStatus: 'widowed' },
  ],
  ['Larissa Monteiro Vieira', '1993-09-27', 'female', [B, C], { occupation: 'Farmacêutica' }],
  ['Daniela Costa Barreto', '1981-12-20', 'female', [C], { occupation: 'Psicóloga', bloodType: 'B-' }],
  ['Felipe Araújo Siqueira', '1996-04-09', 'male', [C], { occupation: 'Personal trainer' }],
  [
    'Mariana Pinto Cavalcanti',
    '1989-06-30',
    'female',
    [C],
    { occupation: 'Nutricionista esportiva', maritalStatus: 'married' },
  ],
  ['Eduardo Barros Rezende', '1972-02-08', 'male', [C], { occupation: 'Médico veterinário' }],
  ['Isabela Correia Fagundes', '2004-11-16', 'female', [C], { occupation: 'Estudante' }],
  ['Ricardo Nogueira Pimentel', '1966-05-22', 'male', [R], { occupation: 'Motorista', hasChildren: true }],
  ['Tatiane Borges Medeiros', '1987-08-04', 'female', [R], { occupation: 'Cabeleireira' }],
  ['André Luiz Sampaio', '1980-10-13', 'male', [R], { occupation: 'Policial militar', bloodType: 'O+' }],
  ['Priscila Moura Castilho', '1991-03-26', 'female', [R], { occupation: 'Fisioterapeuta' }],
  ['Roberto Carlos Fontana', '1954-01-19', 'male', [R], { occupation: 'Comerciante', maritalStatus: 'married' }],
  ['Gabriela Azevedo Brito', '1999-07-07', 'female', [R, P], { occupation: 'Bailarina' }],
  ['Leonardo Tavares Godoy', '1984-09-01', 'male', [P], { occupation: 'Chef de cozinha' }],
  [
    'Helena Vasconcelos Mattos',
    '1962-12-24',
    'female',
    [B],
    { occupation: 'Professora universitária', hasChildren: true },
  ],
];

type DemoConsultation = [
  daysAgo: number,
  hour: string,
  complaint: string,
  history: string,
  notes: string,
  management: string,
];

/** Dr. Pedro's consultations of his first patients (dermatology), oldest first. */
const demoConsultations: Record<number, DemoConsultation[]> = {
  0: [
    [
      60,
      '09:20',
      'Manchas escuras no rosto',
      'Manchas acastanhadas em malar e fronte há 2 anos, pioram no verão.',
      'Melasma misto. Fototipo III.',
      'Filtro solar FPS 50 com cor, ácido tranexâmico tópico, retorno em 60 dias.',
    ],
    [
      1,
      '10:00',
      'Retorno: melasma',
      'Uso regular do filtro e do ácido tranexâmico.',
      'Clareamento parcial das manchas.',
      'Manter tratamento; avaliar peeling químico superficial.',
    ],
  ],
  1: [
    [
      30,
      '08:40',
      'Lesão pigmentada no dorso',
      'Pinta que mudou de cor há 3 meses.',
      'Dermatoscopia: padrão reticular atípico.',
      'Exérese com margem e anatomopatológico.',
    ],
  ],
  2: [
    [
      14,
      '11:00',
      'Acne inflamatória',
      'Pápulas e pústulas na face desde a adolescência.',
      'Acne grau II.',
      'Adapaleno 0,1% à noite e sabonete com ácido salicílico.',
    ],
  ],
  3: [
    [
      7,
      '14:20',
      'Queda de cabelo',
      'Queda difusa há 4 meses após quadro febril.',
      'Eflúvio telógeno.',
      'Exames laboratoriais; minoxidil 5% tópico.',
    ],
  ],
  4: [
    [
      3,
      '15:00',
      'Coceira nas mãos',
      'Lesões descamativas em mãos, trabalha com papéis.',
      'Dermatite de contato irritativa.',
      'Hidratante com ureia 10% e corticoide tópico por 7 dias.',
    ],
  ],
};

/**
 * The clinic's patients: thirty people, the demo customer among them (a patient of Dr. Pedro who
 * books in the app), consents for the first ones and Dr. Pedro's signed consultations, one of them
 * with an addendum.
 */
export async function seedDemoPatients(
  tx: Tx,
  place: { id: string; slug: string },
  people: { customerId: string; pedroId: string | undefined },
) {
  if (place.slug !== CLINIC) return;
  const repo = createPatientsRepo();
  const today = localParts(new Date()).date;
  const ids: string[] = [];
  for (const [index, [fullName, birthdate, gender, supplierIds, extra]] of demoPatients.entries()) {
    const first = fullName.split(' ')[0]?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '') ?? 'paciente';
    const saved = await repo.insert(tx, place.id, {
      fullName,
      birthdate,
      gender,
      supplierIds,
      cpf: cpfFrom(String(391_204_000 + index * 7)),
      phone: `1198${String(7_200_000 + index * 31).padStart(7, '0')}`,
      email: `${first}.${index + 1}@exemplo.com.br`,
      ...extra,
    });
    ids.push(saved.id);
  }
  await repo.insert(tx, place.id, {
    fullName: 'Maria Cliente',
    userId: people.customerId,
    supplierIds: [P],
    birthdate: '1990-05-20',
    gender: 'female',
    phone: '11987654321',
    cpf: cpfFrom('529982247'),
  });
  for (const patientId of ids.slice(0, 8)) {
    for (const purpose of ['treatment', 'messages'] as const) {
      await repo.insertConsent(tx, {
        placeId: place.id,
        patientId,
        purpose,
        granted: true,
        textVersion: '2026-11-27',
        recordedByName: 'João Gerente',
      });
    }
  }
  if (!people.pedroId) return;
  for (const [index, consultations] of Object.entries(demoConsultations)) {
    const patientId = ids[Number(index)];
    if (!patientId) continue;
    let last: string | null = null;
    for (const [daysAgo, hour, complaint, history, notes, management] of consultations) {
      const saved = await repo.insertRecord(tx, {
        placeId: place.id,
        patientId,
        chiefComplaint: complaint,
        presentIllnessHistory: history,
        progressNotes: notes,
        medicalManagement: management,
        day: addDays(today, -daysAgo),
        hour,
        addendumTo: null,
        supplierId: P,
        authorUserId: people.pedroId,
        authorName: 'Dr. Pedro Prestador',
      });
      last = saved.id;
    }
    if (index === '1' && last) {
      await repo.insertRecord(tx, {
        placeId: place.id,
        patientId,
        chiefComplaint: 'Adendo: resultado do anatomopatológico',
        presentIllnessHistory: '',
        progressNotes: 'Nevo displásico com atipia leve, margens livres.',
        medicalManagement: 'Seguimento dermatoscópico semestral.',
        day: addDays(today, -20),
        hour: '16:00',
        addendumTo: last,
        supplierId: P,
        authorUserId: people.pedroId,
        authorName: 'Dr. Pedro Prestador',
      });
    }
  }
}
