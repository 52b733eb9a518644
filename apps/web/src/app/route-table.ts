import type { AccessLevel } from '@app/domain/shared/access';

// The routes the app serves: spec 3 §2.2 as data, for the screens that exist (screen-files.ts names
// one file for each, and its type makes the two lists equal). Routes of the spec still without a
// screen are in planned-routes.ts: unknown here, so nothing links or redirects to them.
// `level` null means no level check ('-' in the spec). What each route does before showing its
// screen is in route-notes.ts (kept out of the bundle); screens implement it as their loader.

export type RouteName =
  | 'Index'
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
  | 'Payment'
  | 'Pix'
  | 'NewCreditCard'
  | 'OrderTracking'
  | 'MyOrders'
  | 'MyOrder'
  | 'OpenOrder'
  | 'InviteToOrder'
  | 'OpenOrderList'
  | 'OrderCheckout'
  | 'CashbackStatement'
  | 'CashbackRedeem'
  | 'CashbackError'
  | 'CashbackRules'
  | 'CashbackCode'
  | 'CouponAnimation'
  | 'CouponError'
  | 'CouponRedeem'
  | 'Login'
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
  | 'AdminSplitRules'
  | 'AdminMarketplace'
  | 'NewPlace'
  | 'AdminLink'
  | 'ChooseServiceSupplier'
  | 'ScheduleService'
  | 'MySchedules'
  | 'AdminSpecialities'
  | 'AdminServiceTypes'
  | 'AdminSuppliers'
  | 'ReminderLink'
  | 'Waitlist'
  | 'PatientList'
  | 'AutomaticMessages'
  | 'CreateAutomaticMessage'
  | 'NewPatient'
  | 'ViewPatient'
  | 'EditPatient'
  | 'NewRecord'
  | 'NewProcedure'
  | 'NewSurgery'
  | 'ImportPatients'
  | 'MyPatientAudit'
  | 'ImportProcedures'
  | 'ViewPatientSchedule'
  | 'EditPatientSchedule'
  | 'NewRecordSchedule'
  | 'NewProcedureSchedule'
  | 'NewSurgerySchedule'
  | 'PaymentList'
  | 'RequestAccess'
  | 'AccessRequests'
  | 'TicketStatus'
  | 'DuplicateOrder'
  | 'IndicationsList'
  | 'MyServicesList'
  | 'MyServices'
  | 'Appointments'
  | 'SupplierAppointments'
  | 'MySchedule'
  | 'ErrorPage'
  | 'CheckIn'
  | 'CheckInOpenOrder'
  | 'CreateOpenOrder'
  | 'ProcedureResult'
  | 'Anamnesis'
  | 'AnamnesisLink'
  | 'PatientLink'
  | 'ClinicRegister'
  | 'IdentifyUser'
  | 'AdminCrmCampaigns'
  | 'AdminCrmFirstContacts'
  | 'AdminCrmContactTypes'
  | 'AdminCrmOrganizations'
  | 'AdminCrmCancellationReasons'
  | 'CRM'
  | 'SalesFunnel'
  | 'NotFound';

export type RouteDef = {
  name: RouteName;
  /** React Router pattern, relative to the base path. */
  path: string;
  level: AccessLevel | null;
  /** Not in the spec's table: added by us (see docs/decisions). */
  ours?: true;
  /**
   * Only at a clinic / service-supplier place: elsewhere the guard sends staff to the back office's
   * dashboard (decision 206), as the server refuses the screen's calls (`clinic_only`).
   */
  clinic?: true;
};

const r = (name: RouteName, path: string, level: AccessLevel | null): RouteDef => ({ name, path, level });

export const ROUTES: readonly RouteDef[] = [
  r('Index', '/', null),
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
  r('Payment', '/pagamento', 'user'),
  r('Pix', '/pix/:id', 'anonymous'),
  r('NewCreditCard', '/novo-cartao', null),
  r('OrderTracking', '/acompanhamento', 'user'),
  r('MyOrders', '/meus-pedidos', 'user'),
  r('MyOrder', '/meu-pedido/:id', 'user'),
  // Open accounts (decision 070).
  r('InviteToOrder', '/pedido/:number/codigo/:code', null),
  r('OpenOrder', '/pedido-aberto/:id', null),
  r('OpenOrderList', '/pedidos-em-aberto', 'manager'),
  r('OrderCheckout', '/checkout/:id', null),
  r('CashbackStatement', '/cashback', 'user'),
  r('CashbackRedeem', '/resgatar-cashback', null),
  r('CashbackError', '/erro-cashback', null),
  r('CashbackRules', '/cashback/como-funciona', 'user'),
  r('CashbackCode', '/cashback/:code', null),
  r('CouponAnimation', '/adicionar-cupom', null),
  r('CouponError', '/erro-cupom', null),
  r('CouponRedeem', '/cupom/:code', 'user'),
  r('Login', '/entrar', null),
  { ...r('MyAccount', '/minha-conta', 'user'), ours: true },
  { ...r('StoreInfo', '/informacoes', null), ours: true },
  // The back office's live order board (decision 025).
  { ...r('OrderBoard', '/admin/pedidos', 'manager'), ours: true },
  // The rest of the back office (lazy chunks under /admin; owner-only parts checked by the server).
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
  { ...r('AdminSplitRules', '/admin/regras-de-divisao', 'manager'), ours: true },
  // Marketplace and branches for owners (decision 091).
  { ...r('AdminMarketplace', '/admin/locais', 'manager'), ours: true },
  { ...r('NewPlace', '/criar-negocio', 'user'), ours: true },
  { ...r('AdminLink', '/admin/entrar/:code', null), ours: true },
  // Clinic scheduling (spec 2 §2): the patient's side; the staff agenda is still planned.
  r('ChooseServiceSupplier', '/escolher-profissional', 'user'),
  r('ScheduleService', '/agendar/:id', null),
  r('MySchedules', '/meus-agendamentos/*', 'user'),
  // The clinic's back office and the reminder link's page (decisions 131, 134).
  { ...r('AdminSpecialities', '/admin/especialidades', 'manager'), ours: true, clinic: true },
  { ...r('AdminSuppliers', '/admin/profissionais', 'manager'), ours: true, clinic: true },
  // The owner's service types (tipos_servicos; decision 180).
  { ...r('AdminServiceTypes', '/admin/tipos-de-servico', 'manager'), ours: true, clinic: true },
  { ...r('ReminderLink', '/lembrete/:token', null), ours: true },
  { ...r('Waitlist', '/lista-de-espera/:id', 'user'), ours: true },
  // Patients and the clinical record (spec 2 §2; decisions 135–139).
  r('PatientList', '/pacientes', 'manager'),
  r('NewPatient', '/pacientes/criar', 'manager'),
  r('ViewPatient', '/pacientes/:id/ver/*', 'manager'),
  r('EditPatient', '/pacientes/:id/editar', 'manager'),
  r('NewRecord', '/consulta/paciente/:patient/criar', 'supplier'),
  r('NewProcedure', '/procedimento/paciente/:patient/criar', 'supplier'),
  r('NewSurgery', '/cirurgia/paciente/:patient/criar', 'supplier'),
  { ...r('ImportPatients', '/pacientes/importar', 'manager'), ours: true },
  { ...r('ImportProcedures', '/procedimentos/importar', 'supplier'), ours: true },
  // A patient's own access audit, from their account (LGPD; decision 184).
  { ...r('MyPatientAudit', '/minha-conta/acessos', 'user'), ours: true },
  // The payments list and the new-user flow's access requests (decisions 120, 122).
  r('PaymentList', '/pagamentos', 'manager'),
  r('RequestAccess', '/solicitar-acesso', 'user'),
  r('AccessRequests', '/solicitacoes-de-acesso', 'manager'),
  // The status link printed on a ticket (decision 121).
  { ...r('TicketStatus', '/comprovante/:id', null), ours: true },
  // Staff at the counter: an order's lines back into the cart (decision 117).
  r('DuplicateOrder', '/duplicar-pedido/:id', 'manager'),
  // Who referred whom (decision 118).
  r('IndicationsList', '/indicacoes', 'manager'),
  // Clinic mode and the staff agenda (decisions 127, 128).
  r('MyServicesList', '/meus-atendimentos', 'user'),
  r('MyServices', '/meu-atendimento/:id', 'user'),
  r('Appointments', '/horarios', 'owner'),
  r('SupplierAppointments', '/horarios/:id/*', 'owner'),
  r('MySchedule', '/agendamento/:schedule/*', 'user'),
  // The patient routes repeated for the schedule context (spec 3 §2.2), opened from a booking of the
  // agenda: the booking's day in the path keeps the way back to it (decision 183).
  r('ViewPatientSchedule', '/agendamento/:schedule/:day/paciente/:id/ver/*', 'manager'),
  r('EditPatientSchedule', '/agendamento/:schedule/:day/paciente/:id/editar', 'manager'),
  r('NewRecordSchedule', '/agendamento/:schedule/:day/consulta/paciente/:patient/criar', 'supplier'),
  r('NewProcedureSchedule', '/agendamento/:schedule/:day/procedimento/paciente/:patient/criar', 'supplier'),
  r('NewSurgerySchedule', '/agendamento/:schedule/:day/cirurgia/paciente/:patient/criar', 'supplier'),
  { ...r('ErrorPage', '/erro', null), ours: true },
  // Hotel check-in and staff-opened accounts (decisions 105, 106).
  r('CheckIn', '/checkin', 'user'),
  r('CheckInOpenOrder', '/checkin/:id', 'user'),
  r('CreateOpenOrder', '/criar-pedido-aberto', 'manager'),
  // A before/after result shared by link (decision 163): anyone holding the link.
  r('ProcedureResult', '/resultado-procedimento/:type/:id', null),
  // The anamnesis and the forms patients fill in from a link (decisions 165, 166).
  r('Anamnesis', '/anamnese/:id', 'manager'),
  r('AnamnesisLink', '/anamnese/paciente/:hash', 'anonymous'),
  r('PatientLink', '/formulario/paciente/:hash', 'anonymous'),
  // A patient's registration on the clinic's host (decision 167).
  r('ClinicRegister', '/cadastro', null),
  r('IdentifyUser', '/identificar', 'anonymous'),
  // The clinic's CRM admin lists (decision 140), only at a clinic (decision 206).
  { ...r('AdminCrmCampaigns', '/admin/crm/campanhas', 'manager'), ours: true, clinic: true },
  { ...r('AdminCrmFirstContacts', '/admin/crm/primeiros-contatos', 'manager'), ours: true, clinic: true },
  { ...r('AdminCrmContactTypes', '/admin/crm/tipos-de-contato', 'manager'), ours: true, clinic: true },
  { ...r('AdminCrmOrganizations', '/admin/crm/organizacoes', 'manager'), ours: true, clinic: true },
  { ...r('AdminCrmCancellationReasons', '/admin/crm/motivos-de-cancelamento', 'manager'), ours: true, clinic: true },
  // The patient CRM: filters, saved filters and the streamed export (decisions 143–145).
  r('CRM', '/crm', 'supplier'),
  // The clinic's sales funnel: spec level user, data for the place's staff only (decision 148).
  r('SalesFunnel', '/sales-funnel', 'user'),
  // WhatsApp automatic messages (spec 2 §2; decisions 150–154): the calls need the manager token.
  r('AutomaticMessages', '/mensagens-automaticas', 'user'),
  r('CreateAutomaticMessage', '/mensagens-automaticas/criar/:numberId/:templateId', 'user'),
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
