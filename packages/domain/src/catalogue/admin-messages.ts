// Texts of the back-office catalogue's rules. The schemas carry the pt-BR text (the
// product's language, what the server answers); the web shows the en text for en users by key.

export const CATALOGUE_ADMIN_MESSAGES = {
  'pt-BR': {
    nameRequired: 'Informe o nome.',
    codeRequired: 'Informe o código.',
    codeInvalid: 'Use só letras, números, ponto, hífen ou sublinhado (até 40).',
    codeTaken: 'Já existe um produto com este código.',
    priceRequired: 'Informe o preço.',
    priceNegative: 'O preço não pode ser negativo.',
    priceTooHigh: 'Informe um valor até R$ 100.000,00.',
    regularBelowPrice: 'O preço normal deve ser maior que o preço de venda.',
    wholeNumber: 'Informe um número inteiro.',
    notNegative: 'Não pode ser negativo.',
    maxValue: 'O máximo é {n}.',
    wholeRange: 'Informe um número inteiro entre {min} e {max}.',
    maxQuantityMin: 'A quantidade máxima deve ser pelo menos 1.',
    typeSearchInvalid: 'Use letras minúsculas, números e hífens (ex.: pizzas-doces).',
    typeSearchTaken: 'Já existe uma categoria com este identificador.',
    categoryRequired: 'Escolha a categoria.',
    categoryNotFound: 'Categoria não encontrada.',
    categoryHasProducts: 'Esta categoria tem produtos: mova-os ou desative a categoria.',
    productNotFound: 'Produto não encontrado.',
    subtypeUnknown: 'Esta subcategoria não existe na categoria escolhida.',
    serviceTypeUnknown: 'Tipo de serviço não encontrado: cadastre-o em Tipos de serviço.',
    reasonRequired: 'Informe o motivo.',
    deltaZero: 'Informe uma quantidade diferente de zero.',
    stockNegative: 'O estoque não pode ficar negativo.',
    stockTooHigh: 'O estoque não pode passar de {n} unidades.',
    imageTooLarge: 'A imagem deve ter no máximo 10 MB.',
    notAnImage: 'O arquivo não é uma imagem.',
    sessionTitleRequired: 'Informe o título da sessão.',
    sessionNoItems: 'Adicione pelo menos um item à sessão.',
    sessionMinAboveMax: 'O mínimo não pode ser maior que o máximo.',
    sessionMinUnreachable: 'O mínimo é maior do que os itens permitem escolher.',
    sessionPresetInvalid: 'As quantidades pré-selecionadas não formam uma escolha válida.',
    itemNameRequired: 'Informe o nome do item.',
    csvEmpty: 'O arquivo CSV está vazio.',
    csvHeader: 'Cabeçalho inválido: falta a coluna {column}.',
    csvDuplicateCode: 'Código repetido no arquivo (linha {row}).',
    csvTooManyRows: 'O arquivo tem mais de {n} linhas.',
    csvBoolean: 'Use sim ou não.',
    csvNumber: 'Número inválido.',
  },
  en: {
    nameRequired: 'Enter the name.',
    codeRequired: 'Enter the code.',
    codeInvalid: 'Use only letters, digits, dot, hyphen or underscore (up to 40).',
    codeTaken: 'A product with this code already exists.',
    priceRequired: 'Enter the price.',
    priceNegative: 'The price cannot be negative.',
    priceTooHigh: 'Enter an amount up to R$ 100.000,00.',
    regularBelowPrice: 'The regular price must be above the sale price.',
    wholeNumber: 'Enter a whole number.',
    notNegative: 'Cannot be negative.',
    maxValue: 'The maximum is {n}.',
    wholeRange: 'Enter a whole number from {min} to {max}.',
    maxQuantityMin: 'The maximum quantity must be at least 1.',
    typeSearchInvalid: 'Use lowercase letters, digits and hyphens (e.g. sweet-pizzas).',
    typeSearchTaken: 'A category with this identifier already exists.',
    categoryRequired: 'Choose the category.',
    categoryNotFound: 'Category not found.',
    categoryHasProducts: 'This category has products: move them or disable the category.',
    productNotFound: 'Product not found.',
    subtypeUnknown: 'This subcategory does not exist in the chosen category.',
    serviceTypeUnknown: 'Service type not found: add it under Service types.',
    reasonRequired: 'Enter the reason.',
    deltaZero: 'Enter a quantity other than zero.',
    stockNegative: 'Stock cannot go below zero.',
    stockTooHigh: 'Stock cannot exceed {n} units.',
    imageTooLarge: 'The image must be at most 10 MB.',
    notAnImage: 'The file is not an image.',
    sessionTitleRequired: 'Enter the session title.',
    sessionNoItems: 'Add at least one item to the session.',
    sessionMinAboveMax: 'The minimum cannot be above the maximum.',
    sessionMinUnreachable: 'The minimum is more than the items allow choosing.',
    sessionPresetInvalid: 'The preselected quantities are not a valid choice.',
    itemNameRequired: 'Enter the item name.',
    csvEmpty: 'The CSV file is empty.',
    csvHeader: 'Invalid header: the column {column} is missing.',
    csvDuplicateCode: 'Code repeated in the file (row {row}).',
    csvTooManyRows: 'The file has more than {n} rows.',
    csvBoolean: 'Use yes or no.',
    csvNumber: 'Invalid number.',
  },
} as const;

export type CatalogueAdminMessageKey = keyof (typeof CATALOGUE_ADMIN_MESSAGES)['pt-BR'];

/** The text of a key, pt-BR by default, with {name} placeholders filled. */
export function catalogueMessage(
  key: CatalogueAdminMessageKey,
  params: Record<string, string | number> = {},
  locale: 'pt-BR' | 'en' = 'pt-BR',
): string {
  return CATALOGUE_ADMIN_MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

const byPtText = new Map<string, CatalogueAdminMessageKey>(
  Object.entries(CATALOGUE_ADMIN_MESSAGES['pt-BR']).map(([key, text]) => [text, key as CatalogueAdminMessageKey]),
);

/** A pt-BR text of this module in another language (texts with placeholders stay as they are). */
export function localiseCatalogueMessage(text: string, locale: 'pt-BR' | 'en'): string {
  if (locale === 'pt-BR') return text;
  const key = byPtText.get(text);
  return key ? CATALOGUE_ADMIN_MESSAGES.en[key] : text;
}
