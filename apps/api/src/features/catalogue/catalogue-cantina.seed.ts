import type { SeedCategory, SeedComboSession, SeedProduct } from './catalogue.seed.ts';

// The demo restaurant's menu and combos ('cantina-da-praca'). Prices in cents.

const pizza = (code: string, name: string, description: string, price: number, extra: Partial<SeedProduct> = {}) => ({
  code,
  name,
  description,
  price,
  subtype: 'Tradicionais',
  ...extra,
});

export const cantinaMenu: SeedCategory[] = [
  {
    name: 'Entradas',
    typeSearch: 'entradas',
    description: 'Para começar bem.',
    highlight: true,
    products: [
      {
        code: '101',
        name: 'Pão de alho',
        description:
          'Pão italiano de fermentação natural, manteiga de alho assado, salsinha e orégano; 8 fatias crocantes.',
        price: 1890,
      },
      {
        code: '102',
        name: 'Bruschetta de tomate',
        description:
          'Quatro fatias de ciabatta tostada com tomate italiano, manjericão fresco, alho e azeite extravirgem.',
        price: 2490,
      },
      {
        code: '103',
        name: 'Bolinho de bacalhau',
        description:
          'Seis bolinhos de bacalhau do Porto com batata e salsinha, servidos com limão e maionese de ervas.',
        price: 3290,
      },
      {
        code: '104',
        name: 'Polenta frita',
        description:
          'Porção de 400 g de polenta frita sequinha, com parmesão ralado na hora e molho de tomate picante.',
        price: 2190,
      },
    ],
  },
  {
    name: 'Pizzas',
    typeSearch: 'pizzas',
    description: 'Massa de fermentação natural, forno a lenha.',
    subtypes: ['Tradicionais', 'Especiais', 'Doces'],
    highlight: true,
    carousel: true,
    products: [
      pizza(
        '201',
        'Pizza Margherita',
        'Molho de tomate San Marzano, muçarela de búfala, manjericão fresco e um fio de azeite. 35 cm, 8 fatias.',
        3990,
        {
          regularPrice: 4990,
        },
      ),
      pizza(
        '202',
        'Pizza Calabresa',
        'Calabresa artesanal fatiada, cebola roxa, azeitonas pretas e orégano sobre muçarela. 35 cm.',
        4290,
      ),
      pizza(
        '203',
        'Pizza Portuguesa Especial da Casa com Ovos Caipiras',
        'Presunto cozido, ovos caipiras, cebola, ervilha fresca, azeitonas e muçarela, com orégano. 35 cm.',
        4690,
      ),
      pizza(
        '204',
        'Pizza Quatro Queijos',
        'Muçarela, provolone defumado, parmesão curado 12 meses e gorgonzola cremoso.',
        4890,
      ),
      pizza('205', 'Pizza Napolitana', 'Muçarela, tomate fresco e parmesão.', 4390),
      pizza('206', 'Pizza Frango com Catupiry', 'Frango desfiado e Catupiry original.', 4590),
      pizza('207', 'Pizza Pepperoni', 'Pepperoni artesanal e muçarela.', 5290, { subtype: 'Especiais' }),
      pizza(
        '208',
        'Pizza Vegetariana de Abobrinha Grelhada, Ricota Temperada e Hortelã',
        'Abobrinha grelhada na brasa, ricota fresca temperada com limão siciliano, hortelã e lascas de amêndoa.',
        4790,
        {
          subtype: 'Especiais',
        },
      ),
      pizza(
        '209',
        'Pizza Parma e Rúcula',
        'Presunto de Parma fatiado na hora, rúcula selvagem, tomate-cereja e lascas de parmesão com redução de balsâmico.',
        6490,
        {
          subtype: 'Especiais',
        },
      ),
      pizza(
        '210',
        'Pizza de Atum Sólido com Cebola Roxa',
        'Atum sólido em pedaços, cebola roxa, azeitonas verdes e muçarela. 35 cm.',
        4990,
      ),
      pizza('211', 'Pizza Chocolate com Morango', 'Chocolate ao leite e morangos frescos.', 4490, {
        subtype: 'Doces',
      }),
      pizza('212', 'Pizza Romeu e Julieta', 'Muçarela e goiabada cascão.', 3990, { subtype: 'Doces' }),
    ],
  },
  {
    name: 'Massas',
    typeSearch: 'massas',
    description: 'Massas frescas feitas na casa.',
    products: [
      {
        code: '301',
        name: 'Espaguete à Bolonhesa',
        description: 'Espaguete grano duro com ragu de carne bovina cozido por seis horas, parmesão e manjericão.',
        price: 4290,
      },
      {
        code: '302',
        name: 'Fettuccine Alfredo com Cogumelos Frescos e Parmesão Curado',
        description:
          'Massa fresca ao molho de creme de leite, manteiga e parmesão curado, com cogumelos paris salteados.',
        price: 4490,
      },
      {
        code: '303',
        name: 'Lasanha da Nonna',
        description:
          'Camadas de massa fresca, ragu de carne, bechamel e muçarela gratinada no forno a lenha. Serve uma pessoa.',
        price: 4890,
      },
      {
        code: '304',
        name: 'Nhoque ao Sugo',
        description: 'Nhoque de batata feito à mão, molho de tomate pelado, manjericão e parmesão ralado.',
        price: 3890,
      },
      {
        code: '305',
        name: 'Penne ao Pesto',
        description: 'Penne ao pesto genovês de manjericão, castanha-de-caju, alho e pecorino.',
        price: 4190,
      },
      {
        code: '306',
        name: 'Ravióli de Queijo Canastra',
        description: 'Recheado de queijo canastra meia-cura, ao molho de manteiga noisette e sálvia.',
        price: 4690,
      },
      {
        code: '307',
        name: 'Talharim à Carbonara',
        description:
          'Receita romana: guanciale crocante, gemas caipiras, pecorino romano e pimenta-do-reino moída na hora.',
        price: 4590,
      },
      {
        code: '309',
        name: 'Combo Executivo',
        description: 'Prato, dois ou três acompanhamentos e até duas bebidas.',
        price: 4990,
      },
      {
        code: '308',
        name: 'Refeição da equipe',
        description: 'Prato do dia para funcionários, lançado pelo caixa.',
        price: 1500,
        managerOnly: true,
      },
    ],
  },
  {
    name: 'Bebidas',
    typeSearch: 'bebidas',
    subtypes: ['Refrigerantes', 'Sucos', 'Águas', 'Cervejas'],
    products: [
      { code: '401', name: 'Água mineral sem gás', description: '500 ml.', price: 500, subtype: 'Águas' },
      { code: '402', name: 'Água com gás', description: '500 ml.', price: 600, subtype: 'Águas' },
      { code: '403', name: 'Coca-Cola lata', description: '350 ml.', price: 700, subtype: 'Refrigerantes' },
      { code: '404', name: 'Guaraná Antarctica lata', description: '350 ml.', price: 650, subtype: 'Refrigerantes' },
      { code: '405', name: 'Suco de laranja', description: 'Natural, 400 ml.', price: 1100, subtype: 'Sucos' },
      { code: '406', name: 'Suco de maracujá', description: 'Natural, 400 ml.', price: 1100, subtype: 'Sucos' },
      {
        code: '407',
        name: 'Limonada suíça',
        description: 'Limão batido com leite condensado.',
        price: 1290,
        subtype: 'Sucos',
      },
      {
        code: '408',
        name: 'Cerveja Original 600 ml',
        description: 'Garrafa.',
        price: 1590,
        subtype: 'Cervejas',
        maxQuantity: 6,
      },
      { code: '409', name: 'Vinho tinto da casa (taça)', description: 'Cabernet Sauvignon.', price: 2200 },
    ],
  },
  {
    name: 'Sobremesas',
    typeSearch: 'sobremesas',
    products: [
      {
        code: '501',
        name: 'Tiramisù da casa',
        description: 'Feito diariamente com mascarpone, café espresso e biscoito champagne; poucas unidades.',
        price: 2290,
        stock: 3,
        safetyMargin: 1,
      },
      {
        code: '502',
        name: 'Panna cotta com frutas vermelhas',
        description: 'Creme italiano de baunilha com calda de frutas vermelhas da estação.',
        price: 1990,
      },
      {
        code: '503',
        name: 'Petit gâteau',
        description: 'Bolinho de chocolate meio amargo com recheio cremoso, servido com sorvete de creme.',
        price: 2490,
      },
      {
        code: '504',
        name: 'Cannoli siciliano',
        description: 'Duas unidades crocantes recheadas com ricota doce, raspas de laranja e pistache.',
        price: 1890,
      },
      {
        code: '505',
        name: 'Pudim de leite',
        description: 'Pudim de leite condensado com calda de caramelo, receita da avó.',
        price: 1490,
      },
    ],
  },
];

/** Product code → its combo sessions, in display order. */
export const cantinaCombos: Record<string, SeedComboSession[]> = {
  '309': [
    {
      title: 'Escolha o prato',
      selectionType: 'UNIQUE_SELECT',
      items: [
        { name: 'Espaguete à Bolonhesa', productCode: '301' },
        { name: 'Lasanha da Nonna', productCode: '303' },
        { name: 'Nhoque ao Sugo', productCode: '304' },
      ],
    },
    {
      title: 'Acompanhamentos',
      selectionType: 'MANY_SELECT',
      minItens: 2,
      maxItens: 3,
      items: [
        { name: 'Salada verde', description: 'Folhas da estação.' },
        { name: 'Pão de alho', productCode: '101' },
        { name: 'Polenta frita', productCode: '104', price: 400 },
        { name: 'Arroz branco' },
      ],
    },
    {
      title: 'Bebidas',
      selectionType: 'MANY_QTD_SELECT',
      maxTotalProducts: 2,
      maxItensAdditions: 2,
      items: [
        { name: 'Água mineral sem gás', productCode: '401' },
        { name: 'Coca-Cola lata', productCode: '403' },
        { name: 'Suco de laranja', productCode: '405', price: 300 },
      ],
    },
  ],
};
