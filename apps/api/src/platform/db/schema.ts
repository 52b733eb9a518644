// Every Drizzle table, for drizzle-kit and the typed db client. Features add their tables here.

export * from '../../features/access-requests/access-requests.tables.ts';
export * from '../../features/addresses/addresses.tables.ts';
export * from '../../features/cashback/cashback.tables.ts';
export * from '../../features/catalogue/catalogue.tables.ts';
export * from '../../features/catalogue/stock-movements.tables.ts';
export * from '../../features/coupons/coupons.tables.ts';
export * from '../../features/customers/customers.tables.ts';
export * from '../../features/marketplace/marketplace.tables.ts';
export * from '../../features/open-orders/open-orders.tables.ts';
export * from '../../features/orders/kitchen.tables.ts';
export * from '../../features/orders/orders.tables.ts';
export * from '../../features/payments/payments.tables.ts';
export * from '../../features/places/places.tables.ts';
export * from '../../features/scheduling/scheduling.tables.ts';
export * from '../../features/split-rules/split-rules.tables.ts';
export * from '../../features/ticket-links/ticket-links.tables.ts';
export * from '../../features/users/admin-link.tables.ts';
export * from '../../features/users/social.tables.ts';
export * from '../../features/users/team.tables.ts';
export * from '../../features/users/users.tables.ts';
export * from '../../integrations/identity/identity.tables.ts';
export * from '../../integrations/payments/sandbox.tables.ts';
export * from '../../integrations/print/print.tables.ts';
export * from '../../integrations/sms/sms.tables.ts';
export * from './platform.tables.ts';
