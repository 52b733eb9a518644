import type { AccessLevel } from '@app/domain/shared/access';

// Spec 3 §2.2 as data: every route of the product, whether its screen exists yet or not.
// `level` null means no level check ('-' in the spec). What each route does before showing its
// screen is in route-notes.ts (kept out of the bundle); screens implement it as their loader.

export type RouteName =
  | 'InviteToOrder'
  | 'Index'
  | 'RequestAccess'
  | 'AccessRequests'
  | 'CardsMenu'
  | 'Marketplace'
  | 'ChooseBranch'
  | 'Home'
  | 'CartMobile'
  | 'AllProducts'
  | 'ProductList'
  | 'tipoProduto'
  | 'Product'
  | 'Cart'
  | 'OpenOrder'
  | 'CheckIn'
  | 'CheckInOpenOrder'
  | 'Payment'
  | 'Pix'
  | 'NewCreditCard'
  | 'OrderTracking'
  | 'MyOrders'
  | 'MyServicesList'
  | 'OpenOrderList'
  | 'PaymentList'
  | 'MyOrder'
  | 'MyServices'
  | 'OrderCheckout'
  | 'CashbackStatement'
  | 'IndicationsList'
  | 'CashbackRedeem'
  | 'CashbackError'
  | 'CashbackRules'
  | 'CashbackCode'
  | 'DuplicateOrder'
  | 'CouponAnimation'
  | 'CouponError'
  | 'CouponRedeem'
  | 'Login'
  | 'CreateOpenOrder'
  | 'ChooseServiceSupplier'
  | 'ScheduleService'
  | 'Appointments'
  | 'SupplierAppointments'
  | 'MySchedules'
  | 'MySchedule'
  | 'AutomaticMessages'
  | 'PatientList'
  | 'NewPatient'
  | 'ViewPatient'
  | 'EditPatient'
  | 'ClinicRegister'
  | 'Anamnesis'
  | 'AnamnesisLink'
  | 'PatientLink'
  | 'NewRecord'
  | 'NewProcedure'
  | 'NewSurgery'
  | 'CRM'
  | 'SalesFunnel'
  | 'ProcedureResult'
  | 'IdentifyUser'
  | 'MyAccount'
  | 'StoreInfo'
  | 'OrderBoard'
  | 'AdminDashboard'
  | 'KitchenDisplay'
  | 'OrderTicket'
  | 'AdminCatalogue'
  | 'AdminProduct'
  | 'AdminCombo'
  | 'AdminSettings'
  | 'AdminTheme'
  | 'AdminCustomers'
  | 'AdminCustomer'
  | 'AdminTeam'
  | 'NewPlace'
  | 'AdminLink'
  | 'NotFound';

export type RouteDef = {
  name: RouteName;
  /** React Router pattern, relative to the base path. */
  path: string;
  level: AccessLevel | null;
  /** Not in the spec's table: added by us (see docs/decisions). */
  ours?: true;
};

const r = (name: RouteName, path: string, level: AccessLevel | null): RouteDef => ({ name, path, level });

export const ROUTES: readonly RouteDef[] = [
  r('InviteToOrder', '/pedido/:number/codigo/:code', null),
  r('Index', '/', null),
  r('RequestAccess', '/solicitar-acesso', 'user'),
  r('AccessRequests', '/solicitacoes-de-acesso', 'manager'),
  r('CardsMenu', '/menu', null),
  r('Marketplace', '/locais', null),
  r('ChooseBranch', '/escolher-filial', null),
  r('Home', '/home/:id?', null),
  r('CartMobile', '/carrinhoMobile', null),
  r('AllProducts', '/produtos', null),
  r('ProductList', '/categoria/:type/:id?', null),
  // Named in spec 1 §2 (param type) without a path: an alias of ProductList for links that use it.
  r('tipoProduto', '/tipoProduto/:type', null),
  r('Product', '/produto/:code', null),
  r('Cart', '/carrinho', 'user'),
  r('OpenOrder', '/pedido-aberto/:id', null),
  r('CheckIn', '/checkin', 'user'),
  r('CheckInOpenOrder', '/checkin/:id', 'user'),
  r('Payment', '/pagamento', 'user'),
  r('Pix', '/pix/:id', 'anonymous'),
  r('NewCreditCard', '/novo-cartao', null),
  r('OrderTracking', '/acompanhamento', 'user'),
  r('MyOrders', '/meus-pedidos', 'user'),
  r('MyServicesList', '/meus-atendimentos', 'user'),
  r('OpenOrderList', '/pedidos-em-aberto', 'manager'),
  r('PaymentList', '/pagamentos', 'manager'),
  r('MyOrder', '/meu-pedido/:id', 'user'),
  r('MyServices', '/meu-atendimento/:id', 'user'),
  r('OrderCheckout', '/checkout/:id', null),
  r('CashbackStatement', '/cashback', 'user'),
  r('IndicationsList', '/indicacoes', 'manager'),
  r('CashbackRedeem', '/resgatar-cashback', null),
  r('CashbackError', '/erro-cashback', null),
  r('CashbackRules', '/cashback/como-funciona', 'user'),
  r('CashbackCode', '/cashback/:code', null),
  r('DuplicateOrder', '/duplicar-pedido/:id', 'manager'),
  r('CouponAnimation', '/adicionar-cupom', null),
  r('CouponError', '/erro-cupom', null),
  r('CouponRedeem', '/cupom/:code', 'user'),
  r('Login', '/entrar', null),
  r('CreateOpenOrder', '/criar-pedido-aberto', 'manager'),
  r('ChooseServiceSupplier', '/escolher-profissional', 'user'),
  r('ScheduleService', '/agendar/:id', null),
  r('Appointments', '/horarios', 'owner'),
  r('SupplierAppointments', '/horarios/:id/*', 'owner'),
  r('MySchedules', '/meus-agendamentos/*', 'user'),
  r('MySchedule', '/agendamento/:schedule/*', 'user'),
  r('AutomaticMessages', '/mensagens-automaticas/*', 'user'),
  r('PatientList', '/pacientes', 'manager'),
  r('NewPatient', '/pacientes/criar', 'manager'),
  r('ViewPatient', '/pacientes/:id/ver/*', 'manager'),
  r('EditPatient', '/pacientes/:id/editar', 'manager'),
  r('ClinicRegister', '/cadastro', null),
  r('Anamnesis', '/anamnese/:id', 'manager'),
  r('AnamnesisLink', '/anamnese/paciente/:hash', 'anonymous'),
  r('PatientLink', '/formulario/paciente/:hash', 'anonymous'),
  r('NewRecord', '/consulta/paciente/:patient/criar', 'supplier'),
  r('NewProcedure', '/procedimento/paciente/:patient/criar', 'supplier'),
  r('NewSurgery', '/cirurgia/paciente/:patient/criar', 'supplier'),
  r('CRM', '/crm', 'supplier'),
  r('SalesFunnel', '/sales-funnel', 'user'),
  r('ProcedureResult', '/resultado-procedimento/:type/:id', 'anonymous'),
  r('IdentifyUser', '/identificar', 'anonymous'),
  { ...r('MyAccount', '/minha-conta', 'user'), ours: true },
  { ...r('StoreInfo', '/informacoes', null), ours: true },
  // Issue 4, the back office's live order board (decision 025).
  { ...r('OrderBoard', '/admin/pedidos', 'manager'), ours: true },
  // Issue 4, the rest of the back office (lazy chunks under /admin; owner-only parts checked by the server).
  { ...r('AdminDashboard', '/admin', 'manager'), ours: true },
  { ...r('KitchenDisplay', '/admin/cozinha', 'manager'), ours: true },
  { ...r('OrderTicket', '/admin/pedidos/:id/imprimir', 'manager'), ours: true },
  { ...r('AdminCatalogue', '/admin/cardapio', 'manager'), ours: true },
  { ...r('AdminProduct', '/admin/cardapio/produto/:id', 'manager'), ours: true },
  { ...r('AdminCombo', '/admin/cardapio/combo/:id', 'manager'), ours: true },
  { ...r('AdminSettings', '/admin/configuracoes', 'manager'), ours: true },
  { ...r('AdminTheme', '/admin/aparencia', 'manager'), ours: true },
  { ...r('AdminCustomers', '/admin/clientes', 'manager'), ours: true },
  { ...r('AdminCustomer', '/admin/clientes/:id', 'manager'), ours: true },
  { ...r('AdminTeam', '/admin/equipe', 'manager'), ours: true },
  { ...r('NewPlace', '/criar-negocio', 'user'), ours: true },
  { ...r('AdminLink', '/admin/entrar/:code', null), ours: true },
  r('NotFound', '*', null),
];

export const ROUTES_BY_NAME: Readonly<Record<RouteName, RouteDef>> = Object.fromEntries(
  ROUTES.map((route) => [route.name, route]),
) as Record<RouteName, RouteDef>;

/** A concrete URL for a route: `pathFor('Login')` → '/entrar'; params fill ':x' and drop unset ':x?'. */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  const pattern = ROUTES_BY_NAME[name].path.replace(/\/\*$/, '');
  const path = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const key = part.replace(/^:|\?$/g, '');
      return params[key] !== undefined ? encodeURIComponent(params[key]) : part.endsWith('?') ? null : part;
    })
    .filter((part) => part !== null)
    .join('/');
  return path === '' ? '/' : path;
}
