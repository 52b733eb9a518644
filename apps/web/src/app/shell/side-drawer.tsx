import { APP_VERSION } from '@app/domain/shared/constants';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { formatPhone } from '@app/domain/users/rules';
import { roleHas, type StaffTool } from '@app/domain/users/staff-roles';
import * as RadixDialog from '@radix-ui/react-dialog';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  ChatIcon,
  CloseIcon,
  LogoutIcon,
  ReceiptIcon,
  ShieldIcon,
  StoreIcon,
  UserIcon,
  WalletIcon,
} from '../../components/ui/icons.tsx';
import { basePath, placeUrl } from '../../lib/base-path.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';
import { ui } from '../../lib/ui-store.ts';
import { pathFor } from '../route-table.ts';
import { usePrelogin } from '../shared/current-place.ts';
import { useCurrentUser } from '../shared/current-user.ts';
import { logout } from '../shared/session.ts';
import styles from './drawer.module.css';

const PRIVACY_URL = '/privacidade.html';

// Spec 1 §6 'open the admin': its own small chunk, loaded when a manager asks for the link.
const OpenAdminDialog = lazy(() =>
  import('../../features/users/components/open-admin-dialog.tsx').then((m) => ({ default: m.OpenAdminDialog })),
);
// The owner's table QR codes (decision 107): loaded when the owner opens them.
const TableQrCodes = lazy(() =>
  import('../../features/open-orders/components/table-qr-codes.tsx').then((m) => ({ default: m.TableQrCodes })),
);

function Item({
  icon,
  children,
  to,
  href,
  onClick,
}: {
  icon: ReactNode;
  children: ReactNode;
  to?: string;
  href?: string;
  onClick?: () => void;
}) {
  const content = (
    <>
      <span className={styles.itemIcon}>{icon}</span>
      <span>{children}</span>
    </>
  );
  if (to)
    return (
      <Link className={styles.item} to={to} onClick={() => ui.setDrawer(false)}>
        {content}
      </Link>
    );
  if (href)
    return (
      <a className={styles.item} href={href} target="_blank" rel="noreferrer">
        {content}
      </a>
    );
  return (
    <button type="button" className={styles.item} onClick={onClick}>
      {content}
    </button>
  );
}

/** Spec 3 §2.4 side drawer: profile, cashback, my account, my orders, contact, privacy, exit, version. */
export function SideDrawer() {
  const { t, i18n } = useTranslation('common');
  const prelogin = usePrelogin();
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  // The marketplace or brand this place was chosen in: leaving the place goes back there (decision 092).
  const origin = useBrowserStore((s) => s.placeOrigin);
  const leaveTo = origin?.place && origin.place !== basePath.place ? origin : null;
  const navigate = useNavigate();
  const [adminLinkOpen, setAdminLinkOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const place = prelogin?.restaurant_data;
  const supportLink = prelogin?.support_link ?? place?.support_link ?? null;
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  // The payments list and access requests (decisions 120, 122) follow the staff role's tools.
  const staffTool = (tool: StaffTool) =>
    !!user?.manager && (user.manager.owner || roleHas(user.manager.role ?? 'manager', tool));

  const exit = async () => {
    await ui.busy(logout);
    ui.setDrawer(false);
    notify(t('logout.done'));
    navigate('/', { replace: true });
  };

  return (
    <>
      {/* The table QR codes replace the drawer on screen (one modal at a time keeps typing in it). */}
      <RadixDialog.Root open={!qrOpen} onOpenChange={(open) => ui.setDrawer(open)}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
            <RadixDialog.Title className="visually-hidden">{t('drawer.title')}</RadixDialog.Title>
            <div className={styles.profile}>
              <span className={styles.avatar} aria-hidden="true">
                {user?.photo ? <img src={user.photo} alt="" /> : <UserIcon size={28} />}
              </span>
              <div className={styles.profileText}>
                <strong>
                  {user ? t('drawer.greeting', { name: user.username.split(' ')[0] }) : t('drawer.visitor')}
                </strong>
                {user?.phone && <span>{formatPhone(user.phone)}</span>}
              </div>
              <RadixDialog.Close className={styles.close} aria-label={t('close')}>
                <CloseIcon size={20} />
              </RadixDialog.Close>
            </div>
            {!user && (
              <div className={styles.loginBox}>
                <Button
                  fullWidth
                  onClick={() => {
                    ui.setDrawer(false);
                    navigate(pathFor('Login'));
                  }}
                >
                  {t('drawer.login')}
                </Button>
              </div>
            )}
            {user && place?.fidelidade_enabled && (
              <div className={styles.cashback}>
                <WalletIcon size={20} />
                <span>{t('drawer.cashback')}</span>
                <strong>{formatMoney(reaisToCents(user.user_credit.total_cash), locale)}</strong>
              </div>
            )}
            <nav className={styles.nav} aria-label={t('drawer.title')}>
              {user && (
                <Item icon={<UserIcon size={20} />} to={pathFor('MyAccount')}>
                  {t('drawer.myAccount')}
                </Item>
              )}
              {user && (
                <Item icon={<ReceiptIcon size={20} />} to={pathFor('MyOrders')}>
                  {t('drawer.myOrders')}
                </Item>
              )}
              {user && place?.fidelidade_enabled && (
                <Item icon={<WalletIcon size={20} />} to={pathFor('CashbackStatement')}>
                  {t('drawer.cashback')}
                </Item>
              )}
              {user && managerToken && (
                <Item icon={<ReceiptIcon size={20} />} to={pathFor('OrderBoard')}>
                  {t('drawer.board')}
                </Item>
              )}
              {user && managerToken && staffTool('payments') && (
                <Item icon={<WalletIcon size={20} />} to={pathFor('PaymentList')}>
                  {t('drawer.payments')}
                </Item>
              )}
              {user && managerToken && staffTool('storefront') && place?.service_supplier && place.new_user_flow && (
                <Item icon={<UserIcon size={20} />} to={pathFor('AccessRequests')}>
                  {t('drawer.accessRequests')}
                </Item>
              )}
              {user && managerToken && (
                <Item icon={<UserIcon size={20} />} to={pathFor('IndicationsList')}>
                  {t('drawer.indications')}
                </Item>
              )}
              {user && managerToken && place?.service_supplier && (
                <Item icon={<UserIcon size={20} />} to={pathFor('PatientList')}>
                  {t('drawer.patients')}
                </Item>
              )}
              {user &&
                managerToken &&
                place?.service_supplier &&
                (user.manager?.service_supplier_id || user.manager?.owner) && (
                  <Item icon={<UserIcon size={20} />} to={pathFor('CRM')}>
                    {t('drawer.crm')}
                  </Item>
                )}
              {user && managerToken && place?.service_supplier && (
                <Item icon={<ChatIcon size={20} />} to={pathFor('AutomaticMessages')}>
                  {t('drawer.automaticMessages')}
                </Item>
              )}
              {user && managerToken && (
                <Item icon={<ShieldIcon size={20} />} onClick={() => setAdminLinkOpen(true)}>
                  {t('drawer.openAdmin')}
                </Item>
              )}
              {user && managerToken && place?.comandaFacil && (
                <Item icon={<ReceiptIcon size={20} />} to={pathFor('CreateOpenOrder')}>
                  {t('drawer.createOpenOrder')}
                </Item>
              )}
              {user && managerToken && user.manager?.owner && place?.comandaFacil && (
                <Item icon={<StoreIcon size={20} />} onClick={() => setQrOpen(true)}>
                  {t('drawer.tableQrCodes')}
                </Item>
              )}
              {user && place?.comandaFacil && place.comandaFacil_actions?.includes('checkin') && (
                <Item icon={<UserIcon size={20} />} to={pathFor('CheckIn')}>
                  {t('drawer.checkIn')}
                </Item>
              )}
              {user && (
                <Item icon={<StoreIcon size={20} />} to={pathFor('NewPlace')}>
                  {t('drawer.newPlace')}
                </Item>
              )}
              {leaveTo && (
                <Item
                  icon={<StoreIcon size={20} />}
                  onClick={() =>
                    window.location.assign(
                      placeUrl(leaveTo.place, leaveTo.route === 'Marketplace' ? '/locais' : '/escolher-filial'),
                    )
                  }
                >
                  {leaveTo.route === 'Marketplace'
                    ? t('drawer.leaveMarketplace', { name: leaveTo.name })
                    : t('drawer.leaveBranch')}
                </Item>
              )}
              <Item icon={<StoreIcon size={20} />} to={pathFor('StoreInfo')}>
                {t('drawer.storeInfo')}
              </Item>
              {supportLink && (
                <Item icon={<ChatIcon size={20} />} href={supportLink}>
                  {t('drawer.contact')}
                </Item>
              )}
              <Item icon={<ShieldIcon size={20} />} href={PRIVACY_URL}>
                {t('drawer.privacy')}
              </Item>
              {user && (
                <Item icon={<LogoutIcon size={20} />} onClick={() => void exit()}>
                  {t('drawer.exit')}
                </Item>
              )}
            </nav>
            <p className={styles.version}>{t('drawer.version', { version: APP_VERSION })}</p>
            {adminLinkOpen && (
              <Suspense fallback={null}>
                <OpenAdminDialog open onOpenChange={setAdminLinkOpen} />
              </Suspense>
            )}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      {qrOpen && (
        <Suspense fallback={null}>
          <TableQrCodes open onOpenChange={(open) => !open && ui.setDrawer(false)} />
        </Suspense>
      )}
    </>
  );
}
