import type { SeedCategory, SeedComboSession } from './catalogue.seed.ts';

// The demo bar's menu and combos ('bar-do-porto'). Prices in cents.

export const barMenu: SeedCategory[] = [
  {
    name: 'Petiscos',
    typeSearch: 'petiscos',
    highlight: true,
    products: [
      {
        code: '101',
        name: 'Isca de peixe',
        description: 'Tiras de peixe branco empanadas na farinha panko, servidas com molho tártaro e limão. 500 g.',
        price: 4290,
      },
      {
        code: '102',
        name: 'Camarão Rosa ao Alho e Óleo com Pão Torrado',
        description: 'Porção de 300 g de camarão rosa salteado no alho, azeite e salsinha, com pão italiano torrado.',
        price: 6890,
      },
      {
        code: '103',
        name: 'Batata frita com cheddar e bacon',
        description: 'Porção de 600 g de batata rústica frita, cheddar cremoso e bacon crocante em cubos.',
        price: 3290,
      },
      {
        code: '104',
        name: 'Pastel de queijo',
        description: 'Oito pastéis de feira recheados com muçarela; acompanha molho de pimenta da casa.',
        price: 2990,
      },
      {
        code: '105',
        name: 'Caldinho de feijão',
        description: 'Caldinho de feijão preto com torresmo crocante, cheiro-verde e um toque de pimenta.',
        price: 1690,
      },
      {
        code: '106',
        name: 'Combo Happy Hour',
        description: 'Uma porção e dois chopes.',
        price: 5990,
      },
    ],
  },
  {
    name: 'Drinks',
    typeSearch: 'drinks',
    subtypes: ['Clássicos', 'Sem álcool'],
    products: [
      {
        code: '201',
        name: 'Caipirinha de limão',
        description: 'Cachaça artesanal de Paraty, limão taiti, açúcar e bastante gelo.',
        price: 2490,
        subtype: 'Clássicos',
      },
      {
        code: '202',
        name: 'Caipiroska de morango',
        description: 'Vodca, morangos frescos macerados, açúcar e gelo.',
        price: 2690,
        subtype: 'Clássicos',
      },
      {
        code: '203',
        name: 'Gin tônica com especiarias',
        description: 'Gin London Dry, água tônica, zimbro, pimenta-rosa e casca de limão siciliano.',
        price: 3290,
        subtype: 'Clássicos',
      },
      {
        code: '204',
        name: 'Soda italiana',
        description: 'Xarope de frutas vermelhas, água com gás e gelo; sem álcool.',
        price: 1690,
        subtype: 'Sem álcool',
      },
    ],
  },
  {
    name: 'Cervejas',
    typeSearch: 'cervejas',
    products: [
      { code: '301', name: 'Chope Pilsen 300 ml', price: 1190 },
      {
        code: '302',
        name: 'Cerveja artesanal IPA da Cervejaria Caiçara de Paraty',
        description: 'India Pale Ale de amargor marcante e aroma cítrico, garrafa de 500 ml.',
        price: 2890,
      },
      { code: '303', name: 'Cerveja sem álcool', description: 'Long neck.', price: 1290 },
    ],
  },
  {
    // The pousada's rates: staff put them on a room's account when they open it (decision 187).
    name: 'Hospedagem',
    typeSearch: 'hospedagem',
    products: [
      {
        code: '401',
        name: 'Diária Quarto Standard',
        description: 'Uma noite para até duas pessoas, com café da manhã.',
        price: 32000,
        checkIn: true,
      },
      {
        code: '402',
        name: 'Diária Chalé Mirante',
        description: 'Uma noite no chalé com vista para a baía, para até quatro pessoas, com café da manhã.',
        price: 48000,
        checkIn: true,
      },
      { code: '403', name: 'Taxa de turismo por pessoa', price: 500, checkIn: true },
    ],
  },
];

/** Product code → its combo sessions, in display order. */
export const barCombos: Record<string, SeedComboSession[]> = {
  '106': [
    {
      title: 'Escolha a porção',
      selectionType: 'UNIQUE_SELECT',
      items: [
        { name: 'Isca de peixe', productCode: '101' },
        { name: 'Batata frita com cheddar e bacon', productCode: '103' },
        { name: 'Camarão Rosa ao Alho e Óleo com Pão Torrado', productCode: '102', price: 1500 },
      ],
    },
    {
      title: 'Chopes',
      selectionType: 'MANY_QTD_SELECT',
      minItens: 2,
      maxTotalProducts: 2,
      autocomplete: true,
      items: [
        { name: 'Chope Pilsen 300 ml', productCode: '301', qtd: 2 },
        { name: 'Cerveja sem álcool', productCode: '303' },
      ],
    },
  ],
};
