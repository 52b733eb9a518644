import type { ComponentType } from 'react';
import type { RouteName } from './route-table.ts';

// The screens that exist. A route of the table without an entry here falls to NotFound, and the
// guard does not redirect to it. Each screen is its own lazy chunk.

export type RouteModule = {
  Component: ComponentType;
  /** Runs after the guard, before the screen renders: a path to redirect to, or null to show it. */
  loader?: () => string | null | Promise<string | null>;
  /** i18n namespaces loaded before the screen renders. */
  namespaces?: readonly string[];
};

export const SCREENS: Partial<Record<RouteName, () => Promise<RouteModule>>> = {
  Index: () => import('../routes/store/index-route.tsx'),
  Login: () => import('../routes/store/login-route.tsx'),
  MyAccount: () => import('../routes/store/my-account-route.tsx'),
  StoreInfo: () => import('../routes/store/store-info-route.tsx'),
  Home: () => import('../routes/store/home-route.tsx'),
  ProductList: () => import('../routes/store/product-list-route.tsx'),
  tipoProduto: () => import('../routes/store/product-type-route.tsx'),
  AllProducts: () => import('../routes/store/all-products-route.tsx'),
  Product: () => import('../routes/store/product-route.tsx'),
  CardsMenu: () => import('../routes/store/cards-menu-route.tsx'),
  Cart: () => import('../routes/store/cart-route.tsx'),
  CartMobile: () => import('../routes/store/cart-mobile-route.tsx'),
  OrderTracking: () => import('../routes/store/order-tracking-route.tsx'),
  MyOrders: () => import('../routes/store/my-orders-route.tsx'),
  MyOrder: () => import('../routes/store/my-order-route.tsx'),
  OrderCheckout: () => import('../routes/store/order-checkout-route.tsx'),
  CouponRedeem: () => import('../routes/store/coupon-redeem-route.tsx'),
  CouponAnimation: () => import('../routes/store/coupon-animation-route.tsx'),
  CouponError: () => import('../routes/store/coupon-error-route.tsx'),
  CashbackStatement: () => import('../routes/store/cashback-statement-route.tsx'),
  CashbackRules: () => import('../routes/store/cashback-rules-route.tsx'),
  CashbackCode: () => import('../routes/store/cashback-code-route.tsx'),
  CashbackRedeem: () => import('../routes/store/cashback-redeem-route.tsx'),
  CashbackError: () => import('../routes/store/cashback-error-route.tsx'),
  Payment: () => import('../routes/store/payment-route.tsx'),
  NewCreditCard: () => import('../routes/store/new-credit-card-route.tsx'),
  Pix: () => import('../routes/store/pix-route.tsx'),
  OrderBoard: () => import('../routes/admin/order-board-route.tsx'),
  AdminDashboard: () => import('../routes/admin/dashboard-route.tsx'),
  KitchenDisplay: () => import('../routes/admin/kitchen-route.tsx'),
  OrderTicket: () => import('../routes/admin/order-ticket-route.tsx'),
  AdminCustomers: () => import('../routes/admin/customers-route.tsx'),
  AdminCustomer: () => import('../routes/admin/customer-route.tsx'),
  AdminCatalogue: () => import('../routes/admin/catalogue-route.tsx'),
  AdminProduct: () => import('../routes/admin/product-route.tsx'),
  AdminCombo: () => import('../routes/admin/combo-route.tsx'),
  AdminSettings: () => import('../routes/admin/settings-route.tsx'),
  AdminTheme: () => import('../routes/admin/theme-route.tsx'),
  NewPlace: () => import('../routes/admin/new-place-route.tsx'),
  AdminTeam: () => import('../routes/admin/team-route.tsx'),
  AdminLink: () => import('../routes/admin/admin-link-route.tsx'),
};

/**
 * The texts of the storefront's first screens, known before their chunk arrives so both download
 * together (the module's own `namespaces` stay the rule; this only starts them earlier).
 */
export const SCREEN_NAMESPACES: Partial<Record<RouteName, readonly string[]>> = {
  Home: ['catalogue'],
  ProductList: ['catalogue'],
  AllProducts: ['catalogue'],
  Product: ['catalogue'],
  CardsMenu: ['catalogue'],
};

export function isRegistered(name: RouteName): boolean {
  return name in SCREENS;
}
