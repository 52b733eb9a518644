// Onboarding: the rules of a new place's link slug and what each kind of business
// switches on. Pure; shared by the server, the form and the tests (docs/decisions, onboarding).

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const PLACE_NAME_MIN = 2;
export const PLACE_NAME_MAX = 80;

/** Lowercase letters and digits in groups joined by single hyphens: 'cantina-da-praca'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words a place may not take: paths of the app and the server, and names that would pass for the
 * platform itself. Compared after lowercasing.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'apps',
  'assets',
  'static',
  'public',
  'dev',
  'docs',
  'p',
  'www',
  'web',
  'webapp',
  'mail',
  'email',
  'ftp',
  'root',
  'system',
  'sistema',
  'suporte',
  'support',
  'ajuda',
  'help',
  'login',
  'logout',
  'entrar',
  'sair',
  'cadastro',
  'criar-negocio',
  'minha-conta',
  'locais',
  'loja',
  'lojas',
  'marketplace',
  'painel',
  'dashboard',
  'config',
  'configuracoes',
  'status',
  'health',
  'manifest',
  'sw',
  'service-worker',
  'privacidade',
  'termos',
  'null',
  'undefined',
  'teste',
  'test',
]);

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type SlugProblem = 'slugRequired' | 'slugTooShort' | 'slugTooLong' | 'slugPattern' | 'slugReserved';

/** The first problem of a slug, or null when it may be used (uniqueness is the server's check). */
export function slugProblem(slug: string): SlugProblem | null {
  if (!slug) return 'slugRequired';
  if (slug.length < SLUG_MIN) return 'slugTooShort';
  if (slug.length > SLUG_MAX) return 'slugTooLong';
  if (!SLUG_PATTERN.test(slug)) return 'slugPattern';
  // The server reads a uuid-shaped place key as an id first.
  if (UUID_SHAPE.test(slug)) return 'slugPattern';
  if (RESERVED_SLUGS.has(slug)) return 'slugReserved';
  return null;
}

/** pt-BR texts of the slug and name rules (the wire and the form show the same words). */
export const ONBOARDING_MESSAGES = {
  slugRequired: 'Informe o endereço do seu negócio.',
  slugTooShort: `O endereço precisa ter pelo menos ${SLUG_MIN} caracteres.`,
  slugTooLong: `O endereço pode ter no máximo ${SLUG_MAX} caracteres.`,
  slugPattern: 'Use apenas letras minúsculas, números e hífens (sem espaços nem acentos).',
  slugReserved: 'Este endereço é reservado. Escolha outro.',
  slugTaken: 'Este endereço já está em uso. Escolha outro.',
  nameRequired: 'Informe o nome do negócio.',
  nameTooShort: `O nome precisa ter pelo menos ${PLACE_NAME_MIN} caracteres.`,
  nameTooLong: `O nome pode ter no máximo ${PLACE_NAME_MAX} caracteres.`,
  nameScript: 'O nome só pode ter letras do alfabeto latino (com ou sem acento), números e pontuação.',
  nameTaken: 'Já existe um negócio com este nome (ou um nome quase igual). Escolha outro nome.',
  kindRequired: 'Escolha o tipo de negócio.',
} as const;

/** A slug suggestion from a business name: 'Padaria São João' → 'padaria-sao-joao'. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

export const PLACE_KINDS = ['restaurant', 'shop', 'venue', 'clinic'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The mode flags (spec 1 §3 / spec 3 §3) each kind starts with; every one can be changed later. */
export type KindFlags = {
  delivery: boolean;
  pickup: boolean;
  comandaFacil: boolean;
  comandaFacilOpenOrder: boolean;
  comandaFacilActions: string[];
  comandaFacilOption: string | null;
  cardsMenu: boolean;
  serviceSupplier: boolean;
  clinicEnabled: boolean;
  restaurantEnabled: boolean;
};

const FOOD: KindFlags = {
  delivery: true,
  pickup: true,
  comandaFacil: false,
  comandaFacilOpenOrder: false,
  comandaFacilActions: [],
  comandaFacilOption: null,
  cardsMenu: false,
  serviceSupplier: false,
  clinicEnabled: false,
  restaurantEnabled: true,
};

export function kindFlags(kind: PlaceKind): KindFlags {
  switch (kind) {
    case 'restaurant':
    case 'shop':
      return { ...FOOD };
    case 'venue':
      return {
        ...FOOD,
        delivery: false,
        pickup: false,
        comandaFacil: true,
        comandaFacilOpenOrder: true,
        comandaFacilActions: ['callWaiter', 'requestBill', 'checkin'],
        comandaFacilOption: 'table',
      };
    case 'clinic':
      return {
        ...FOOD,
        delivery: false,
        pickup: false,
        cardsMenu: true,
        serviceSupplier: true,
        clinicEnabled: true,
        restaurantEnabled: false,
      };
  }
}

/** Opening hours a new place starts with (local time; editable in the settings). */
export function starterHours(kind: PlaceKind): { weekday: number; open: string; close: string }[] {
  const days = (list: number[], open: string, close: string) => list.map((weekday) => ({ weekday, open, close }));
  switch (kind) {
    case 'restaurant':
      return days([0, 1, 2, 3, 4, 5, 6], '11:00', '23:00');
    case 'shop':
      return days([1, 2, 3, 4, 5, 6], '09:00', '18:00');
    case 'venue':
      return days([0, 1, 2, 3, 4, 5, 6], '10:00', '23:59');
    case 'clinic':
      return days([1, 2, 3, 4, 5], '08:00', '18:00');
  }
}

/** The first menu category of a new place, so the storefront has somewhere to put products. */
export function starterCategory(kind: PlaceKind): { name: string; typeSearch: string } {
  switch (kind) {
    case 'restaurant':
      return { name: 'Cardápio', typeSearch: 'cardapio' };
    case 'shop':
      return { name: 'Produtos', typeSearch: 'produtos' };
    case 'venue':
      return { name: 'Bebidas e petiscos', typeSearch: 'bebidas-e-petiscos' };
    case 'clinic':
      return { name: 'Serviços', typeSearch: 'servicos' };
  }
}

/**
 * Letters of other scripts can pass for Latin ones (Cyrillic 'а' in 'Cаntina'), which would defeat
 * the look-alike check of place names (decision 049): a place name uses Latin letters only.
 */
export function hasForeignLetters(name: string): boolean {
  return /(?!\p{Script=Latin})\p{L}/u.test(name);
}

export type NewPlaceField = 'name' | 'slug' | 'kind';

/**
 * The form's check of a new place, without zod (the browser bundle loads no schemas): the same
 * rules and words as the server's CreatePlaceBody. Returns the message of each field that is wrong.
 */
export function newPlaceProblems(values: {
  name?: string | null;
  slug?: string | null;
  kind?: string | null;
}): Partial<Record<NewPlaceField, string>> {
  const problems: Partial<Record<NewPlaceField, string>> = {};
  const name = (values.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) problems.name = ONBOARDING_MESSAGES.nameRequired;
  else if (name.length < PLACE_NAME_MIN) problems.name = ONBOARDING_MESSAGES.nameTooShort;
  else if (name.length > PLACE_NAME_MAX) problems.name = ONBOARDING_MESSAGES.nameTooLong;
  else if (hasForeignLetters(name)) problems.name = ONBOARDING_MESSAGES.nameScript;
  const slug = slugProblem((values.slug ?? '').trim().toLowerCase());
  if (slug) problems.slug = ONBOARDING_MESSAGES[slug];
  if (!PLACE_KINDS.includes(values.kind as PlaceKind)) problems.kind = ONBOARDING_MESSAGES.kindRequired;
  return problems;
}
