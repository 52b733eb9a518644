import { useTranslation } from '../../lib/i18n.ts';
import type { RouteName } from '../route-table.ts';
import { usePageTitle } from '../shared/page-title.ts';

/** Store screens with a name of their own in the tab; the rest show the place's name alone. */
const SCREEN_TITLES: Partial<Record<RouteName, string>> = {
  Cart: 'titles.cart',
  CartMobile: 'titles.cart',
  Payment: 'titles.payment',
  Pix: 'titles.pix',
  NewCreditCard: 'titles.newCard',
  OrderTracking: 'titles.orderTracking',
  MyOrders: 'titles.myOrders',
  MyOrder: 'titles.myOrder',
  OrderCheckout: 'titles.myOrder',
  CashbackStatement: 'titles.cashback',
  CashbackRules: 'titles.cashback',
  AllProducts: 'titles.allProducts',
  Login: 'titles.login',
  MyAccount: 'titles.myAccount',
  StoreInfo: 'titles.storeInfo',
  NotFound: 'notFound.title',
};

/**
 * Mounted before each screen (same key), so its title is set first and a screen that names itself
 * (a product, the order board) overrides it from its own effect.
 */
export function ScreenTitle({ name }: { name: RouteName }) {
  const { t } = useTranslation('common');
  const key = SCREEN_TITLES[name];
  usePageTitle(key ? t(key) : null);
  return null;
}
