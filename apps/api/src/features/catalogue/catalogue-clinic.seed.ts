import type { SeedCategory } from './catalogue.seed.ts';

// The demo clinic's services ('clinica-bem-estar'). Prices in cents.

export const clinicMenu: SeedCategory[] = [
  {
    name: 'Consultas',
    typeSearch: 'consultas',
    description: 'Atendimento com especialistas.',
    typeId: 'consulta',
    products: [
      {
        code: '101',
        name: 'Consulta dermatológica',
        description: 'Avaliação clínica da pele, 40 minutos.',
        price: 35000,
        serviceTypeId: 'consulta',
        maxQuantity: 1,
        servicesProviders: ['supplier-pedro'],
      },
      {
        code: '102',
        name: 'Consulta nutricional',
        description: 'Avaliação e plano alimentar, 50 minutos.',
        price: 28000,
        serviceTypeId: 'consulta',
        maxQuantity: 1,
      },
      {
        code: '103',
        name: 'Retorno de consulta',
        description: 'Até 30 dias após a consulta.',
        price: 0,
        regularPrice: 15000,
        serviceTypeId: 'consulta',
        maxQuantity: 1,
        servicesProviders: ['supplier-pedro'],
      },
    ],
  },
  {
    name: 'Procedimentos',
    typeSearch: 'procedimentos',
    description: 'Procedimentos estéticos e terapêuticos.',
    typeId: 'procedimento',
    products: [
      {
        code: '201',
        name: 'Limpeza de pele',
        description: 'Higienização profunda, 60 minutos.',
        price: 18000,
        serviceTypeId: 'procedimento',
        servicesProviders: ['supplier-pedro'],
      },
      {
        code: '202',
        name: 'Peeling químico',
        description: 'Renovação da pele; requer avaliação prévia.',
        price: 42000,
        serviceTypeId: 'procedimento',
      },
      {
        code: '203',
        name: 'Drenagem linfática',
        description: 'Sessão de 50 minutos.',
        price: 15000,
        serviceTypeId: 'procedimento',
      },
    ],
  },
];
