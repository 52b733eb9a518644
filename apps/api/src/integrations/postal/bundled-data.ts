import type { CepAddress, PostalCity, PostalDistrict, PostalState } from './port.ts';

// Every state with its IBGE code (used by both adapters to read uf_id given as a code).
export const BRAZIL_STATES: readonly PostalState[] = [
  { id: '12', uf: 'AC', name: 'Acre' },
  { id: '27', uf: 'AL', name: 'Alagoas' },
  { id: '16', uf: 'AP', name: 'Amapá' },
  { id: '13', uf: 'AM', name: 'Amazonas' },
  { id: '29', uf: 'BA', name: 'Bahia' },
  { id: '23', uf: 'CE', name: 'Ceará' },
  { id: '53', uf: 'DF', name: 'Distrito Federal' },
  { id: '32', uf: 'ES', name: 'Espírito Santo' },
  { id: '52', uf: 'GO', name: 'Goiás' },
  { id: '21', uf: 'MA', name: 'Maranhão' },
  { id: '51', uf: 'MT', name: 'Mato Grosso' },
  { id: '50', uf: 'MS', name: 'Mato Grosso do Sul' },
  { id: '31', uf: 'MG', name: 'Minas Gerais' },
  { id: '15', uf: 'PA', name: 'Pará' },
  { id: '25', uf: 'PB', name: 'Paraíba' },
  { id: '41', uf: 'PR', name: 'Paraná' },
  { id: '26', uf: 'PE', name: 'Pernambuco' },
  { id: '22', uf: 'PI', name: 'Piauí' },
  { id: '33', uf: 'RJ', name: 'Rio de Janeiro' },
  { id: '24', uf: 'RN', name: 'Rio Grande do Norte' },
  { id: '43', uf: 'RS', name: 'Rio Grande do Sul' },
  { id: '11', uf: 'RO', name: 'Rondônia' },
  { id: '14', uf: 'RR', name: 'Roraima' },
  { id: '42', uf: 'SC', name: 'Santa Catarina' },
  { id: '28', uf: 'SE', name: 'Sergipe' },
  { id: '35', uf: 'SP', name: 'São Paulo' },
  { id: '17', uf: 'TO', name: 'Tocantins' },
];

/** 'SP' or '35' → 'SP'; unknown → null. */
export function ufOf(ufOrCode: string): string | null {
  const key = ufOrCode.toUpperCase();
  return BRAZIL_STATES.find((s) => s.uf === key || s.id === key)?.uf ?? null;
}

// Sandbox data: the cities of the demo places (places.seed.ts) and their neighbours, with the
// districts a person needs to register an address there, and a few CEPs of those cities in
// ViaCEP's shape. City ids are the IBGE codes; district ids are local to this data set. This is
// demo data written by hand (this machine has no network): 01001-000 is ViaCEP's own example; the
// other CEPs are believed right but were not checked against the live service.
type BundledCity = PostalCity & { districts: string[] };

export const BUNDLED_CITIES: readonly BundledCity[] = [
  {
    id: '3550308',
    name: 'São Paulo',
    uf: 'SP',
    districts: [
      'Bela Vista',
      'Consolação',
      'Jardim Paulista',
      'Liberdade',
      'Moema',
      'Perdizes',
      'Pinheiros',
      'República',
      'Santa Cecília',
      'Sé',
      'Vila Mariana',
    ],
  },
  { id: '3509502', name: 'Campinas', uf: 'SP', districts: ['Cambuí', 'Centro', 'Taquaral'] },
  { id: '3303807', name: 'Paraty', uf: 'RJ', districts: ['Caborê', 'Centro Histórico', 'Jabaquara', 'Pontal'] },
  { id: '3304557', name: 'Rio de Janeiro', uf: 'RJ', districts: ['Botafogo', 'Centro', 'Copacabana', 'Ipanema'] },
  {
    id: '3106200',
    name: 'Belo Horizonte',
    uf: 'MG',
    districts: ['Centro', 'Funcionários', 'Lourdes', 'Santa Efigênia', 'Santo Agostinho', 'Savassi'],
  },
];

export const bundledDistricts = (city: BundledCity): PostalDistrict[] =>
  city.districts.map((name, index) => ({ id: `${city.id}${String(index + 1).padStart(2, '0')}`, name }));

export const BUNDLED_CEPS: readonly CepAddress[] = [
  { cep: '01001000', uf: 'SP', localidade: 'São Paulo', bairro: 'Sé', logradouro: 'Praça da Sé', ibge: '3550308' },
  {
    cep: '01045001',
    uf: 'SP',
    localidade: 'São Paulo',
    bairro: 'República',
    logradouro: 'Praça da República',
    ibge: '3550308',
  },
  {
    cep: '01310100',
    uf: 'SP',
    localidade: 'São Paulo',
    bairro: 'Bela Vista',
    logradouro: 'Avenida Paulista',
    ibge: '3550308',
  },
  {
    cep: '01305000',
    uf: 'SP',
    localidade: 'São Paulo',
    bairro: 'Consolação',
    logradouro: 'Rua Augusta',
    ibge: '3550308',
  },
  {
    cep: '01227000',
    uf: 'SP',
    localidade: 'São Paulo',
    bairro: 'Santa Cecília',
    logradouro: 'Avenida Angélica',
    ibge: '3550308',
  },
  // A city with a single CEP: ViaCEP answers it without district and street.
  { cep: '23970000', uf: 'RJ', localidade: 'Paraty', bairro: '', logradouro: '', ibge: '3303807' },
  {
    cep: '30130005',
    uf: 'MG',
    localidade: 'Belo Horizonte',
    bairro: 'Centro',
    logradouro: 'Avenida Afonso Pena',
    ibge: '3106200',
  },
];
