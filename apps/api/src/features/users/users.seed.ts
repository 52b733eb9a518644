/** Demo people (README lists them). Phones are national digits; every demo phone is validated. */
export const demoPeople = [
  {
    key: 'customer',
    username: 'Maria Cliente',
    phone: '11987654321',
    email: 'maria@exemplo.com.br',
    password: 'cliente123',
  },
  {
    key: 'manager',
    username: 'João Gerente',
    phone: '11987650001',
    email: 'joao@exemplo.com.br',
    password: 'gerente123',
  },
  { key: 'owner', username: 'Ana Dona', phone: '11987650002', email: 'ana@exemplo.com.br', password: 'dona1234' },
  {
    key: 'supplier',
    username: 'Dr. Pedro Prestador',
    phone: '11987650003',
    email: 'pedro@exemplo.com.br',
    password: 'prestador123',
  },
] as const;

export type DemoRole = {
  person: (typeof demoPeople)[number]['key'];
  manager?: boolean;
  owner?: boolean;
  supplierId?: string;
};

/** Who is what at every demo place: the same four people, so each mode can be tried with one login. */
export const demoRoles: DemoRole[] = [
  { person: 'customer' },
  { person: 'manager', manager: true },
  { person: 'owner', manager: true, owner: true },
  { person: 'supplier', manager: true, supplierId: 'supplier-pedro' },
];
