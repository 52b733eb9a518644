// Texts of the back-office settings rules (decision 029): settings, theme
// and coupons. A message is '{field}: {rule}' or a whole sentence, in pt-BR (what the schemas and
// the server say). The web shows en readers the texts of its 'backoffice-settings' namespace
// (validation.names / .rules / .messages, same keys), found from the pt-BR text by
// `parseSettingsMessage`.

/** The field names that start a message ('Taxa de entrega: ...'). */
export const SETTINGS_FIELD_NAMES = {
  deliveryFee: 'Taxa de entrega',
  district: 'Bairro',
  districts: 'Bairros',
  city: 'Cidade',
  uf: 'UF',
  weekday: 'Dia da semana',
  hours: 'Horários',
  agenda: 'Agenda',
  agendaDaysAhead: 'Dias de antecedência da agenda',
  agendaLeadMinutes: 'Antecedência mínima (minutos)',
  agendaCapacity: 'Pedidos por horário',
  agendaOnly: 'Somente agendamento',
  consumePlace: 'Nome do local',
  consumePlaces: 'Locais de consumo',
  template: 'Mensagem',
  address: 'Endereço',
  supportLink: 'Link de atendimento',
  deliveryTime: 'Tempo de entrega (minutos)',
  minOrder: 'Pedido mínimo da loja',
  orderExpiration: 'Expiração do pedido (horas)',
  maxQuantityPerItem: 'Quantidade máxima por item',
  maxItemsPerOrder: 'Itens por pedido',
  maxLinesPerOrder: 'Produtos diferentes por pedido',
  pickupPlace: 'Local de retirada',
  pickupPlaces: 'Locais de retirada',
  wifiPassword: 'Senha do Wi-Fi',
  sellerId: 'ID do vendedor',
  maxInstallments: 'Parcelas máximas',
  cashbackPercent: 'Percentual de cashback',
  cashbackMinWithdrawal: 'Saldo mínimo para resgate',
  cashbackValidity: 'Validade do cashback (dias)',
  referralReward: 'Prêmio por indicação',
  name: 'Nome',
  logo: 'Logo',
  banner: 'Banner',
  primaryColor: 'Cor principal',
  image: 'Imagem',
  couponCode: 'Código',
  couponValue: 'Valor do cupom',
  couponMinOrder: 'Pedido mínimo',
  couponMaxUses: 'Limite de usos',
  couponPerUser: 'Limite por cliente',
  couponFrom: 'Início da validade',
  couponUntil: 'Fim da validade',
} as const;
export type SettingsFieldName = keyof typeof SETTINGS_FIELD_NAMES;

/** What is wrong with a field, after its name; `{n}` and `{code}` are filled in. */
export const SETTINGS_RULES = {
  moneyRequired: 'informe um valor em reais.',
  moneyNegative: 'o valor não pode ser negativo.',
  moneyMax: 'o valor máximo é R$ 100.000,00.',
  twoDecimals: 'use no máximo 2 casas decimais.',
  positive: 'informe um valor maior que zero.',
  percentRequired: 'informe um percentual.',
  percentNegative: 'o percentual não pode ser negativo.',
  percentMax: 'o percentual deve ser no máximo 100%.',
  numberRequired: 'informe um número.',
  wholeNumber: 'use um número inteiro.',
  min: 'o mínimo é {n}.',
  max: 'o máximo é {n}.',
  required: 'preencha este campo.',
  maxChars: 'use no máximo {n} caracteres.',
  invalidChar: 'caractere inválido.',
  maxItems: 'no máximo {n}.',
  maxRanges: 'no máximo {n} faixas.',
  maxSlots: 'no máximo {n} horários por dia.',
  ufFormat: 'use a sigla do estado com 2 letras (ex.: SP).',
  httpsLink: 'informe um endereço que comece com https://.',
  agendaRequired: 'ative também a entrega agendada.',
  sellerRequired: 'informe o vendedor para ativar o pagamento online.',
  sellerUnknown: 'o provedor de pagamentos não conhece este vendedor.',
  sellerTaken: 'este vendedor já está ligado a outro estabelecimento.',
  sellerUnreachable: 'não foi possível confirmar o vendedor com o provedor de pagamentos. Tente de novo.',
  imageUrl: 'informe o endereço da imagem (https://... ou /...).',
  colorFormat: 'use o formato #RRGGBB (ex.: #c2410c).',
  notAnImage: 'o arquivo não é uma imagem.',
  imageTooLarge: 'o arquivo deve ter no máximo 10 MB.',
  dateInvalid: 'use uma data válida (dd/mm/aaaa).',
  dateRange: 'use uma data entre {min} e {max}.',
  dateOrder: 'a data final deve ser igual ou depois da inicial.',
  codeFormat: 'use de 3 a 30 letras, números, - ou _ (sem espaços).',
  codeReserved: 'CASHBACK é reservado para o saldo de cashback.',
  codeTaken: 'já existe um cupom {code} nesta loja.',
} as const;
export type SettingsRule = keyof typeof SETTINGS_RULES;

/** Sentences that stand alone. */
export const SETTINGS_SENTENCES = {
  timeFormat: 'Use o formato HH:MM (ex.: 18:30).',
  sameOpenClose:
    'Abertura e fechamento não podem ser iguais. Para passar da meia-noite, feche antes da abertura (ex.: 18:00 às 02:00).',
  districtRepeated: 'Bairro repetido: {name}.',
  ownerOnly: 'Somente o dono pode alterar "{field}".',
} as const;
export type SettingsSentence = keyof typeof SETTINGS_SENTENCES;

type Params = Record<string, string | number>;
const fill = (template: string, params: Params) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** '{field}: {rule}' in pt-BR: settingsMessage('deliveryFee', 'moneyNegative'). */
export function settingsMessage(name: SettingsFieldName, rule: SettingsRule, params: Params = {}): string {
  return `${SETTINGS_FIELD_NAMES[name]}: ${fill(SETTINGS_RULES[rule], params)}`;
}

export function settingsSentence(key: SettingsSentence, params: Params = {}): string {
  return fill(SETTINGS_SENTENCES[key], params);
}

export type ParsedSettingsMessage =
  | { sentence: SettingsSentence; params: Record<string, string> }
  | { name: SettingsFieldName; rule: SettingsRule; params: Record<string, string> };

/** A template as a regular expression whose named groups are its `{params}`. */
function pattern(template: string): RegExp {
  const parts = template.split(/(\{\w+\})/);
  const source = parts
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param ? `(?<${param}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const sentences = Object.entries(SETTINGS_SENTENCES).map(
  ([key, text]) => [key as SettingsSentence, pattern(text)] as const,
);
const rules = Object.entries(SETTINGS_RULES).map(([key, text]) => [key as SettingsRule, pattern(text)] as const);
const names = new Map<string, SettingsFieldName>(
  Object.entries(SETTINGS_FIELD_NAMES).map(([key, text]) => [text, key as SettingsFieldName]),
);

/** Which sentence, or which field name and rule, a pt-BR message is (null when it is none of them). */
export function parseSettingsMessage(text: string): ParsedSettingsMessage | null {
  for (const [sentence, re] of sentences) {
    const match = re.exec(text);
    if (match) return { sentence, params: { ...match.groups } };
  }
  const colon = text.indexOf(': ');
  if (colon < 0) return null;
  const name = names.get(text.slice(0, colon));
  if (!name) return null;
  const rest = text.slice(colon + 2);
  for (const [rule, re] of rules) {
    const match = re.exec(rest);
    if (match) return { name, rule, params: { ...match.groups } };
  }
  return null;
}
