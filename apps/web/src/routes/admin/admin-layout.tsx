import { type ReactNode, useEffect, useRef } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { usePlace } from '../../app/shared/current-place.ts';
import { useAdminRole } from '../../features/users/admin/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { matchPath, Navigate, NavLink, useLocation } from '../../lib/router.tsx';
import styles from './admin-layout.module.css';
import { ADMIN_NAV, navFor } from './admin-nav.ts';

/**
 * The frame of every back-office screen: the section menu (a scrollable strip on phones, a side
 * column from 960 px) and the screen's content. Texts come from the 'backoffice' namespace.
 */
export function AdminLayout({ children, isOwner: ownerProp }: { children: ReactNode; isOwner?: boolean }) {
  const { t } = useTranslation('backoffice');
  // Owner-only sections follow the session's role at this place unless a screen says otherwise.
  const role = useAdminRole();
  const isOwner = ownerProp ?? role.isOwner;
  const items = navFor(isOwner, role.staffRole, !!usePlace()?.service_supplier);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the menu is a scrolling strip: bring the current section into view (again when the
  // path or the owner-only items change, not on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on navigation and role changes
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = nav.current;
    if (current && strip && strip.scrollWidth > strip.clientWidth) {
      const box = strip.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      strip.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
    }
  }, [pathname, isOwner]);
  // A section the role does not hold (the kitchen landing on /admin) sends to its first own one.
  const here = ADMIN_NAV.find((item) => matchPath({ path: pathFor(item.route), end: item.exact ?? false }, pathname));
  const first = items[0];
  if (role.isStaff && role.staffRole !== 'manager' && here && !items.includes(here) && first)
    return <Navigate to={pathFor(first.route)} replace />;
  return (
    <div className={styles.frame}>
      <nav ref={nav} className={styles.nav} aria-label={t('nav.label')}>
        {items.map((item) => (
          <NavLink
            key={item.route}
            to={pathFor(item.route)}
            end={item.exact ?? false}
            className={({ isActive }) =>
              isActive || (item.section && matchPath({ path: item.section, end: false }, pathname))
                ? `${styles.link} ${styles.active}`
                : styles.link
            }
          >
            {t(item.labelKey)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
