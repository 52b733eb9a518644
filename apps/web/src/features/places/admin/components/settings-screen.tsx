import type { SettingsSection } from '@app/domain/places/settings-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TabButton } from '../../../../components/ui/tab-button.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { settingsQuery } from '../api/settings-calls.ts';
import { readableServerError } from '../lib/form-errors.ts';
import { AgendaSection } from './agenda-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import type { Form } from './fields.tsx';
import { HoursSection } from './hours-section.tsx';
import { SectionForm } from './section-form.tsx';
import styles from './settings.module.css';
import { CashbackSection, MessagesSection, ModesSection, PaymentSection } from './simple-sections.tsx';
import { StoreSection } from './store-section.tsx';
import { TabsSection } from './tabs-section.tsx';

type Tab = SettingsSection | 'coupons' | 'integration';
const TABS: Tab[] = [
  'store',
  'hours',
  'delivery',
  'agenda',
  'tabs',
  'payment',
  'cashback',
  'coupons',
  'messages',
  'modes',
];
const OWNER_TABS = new Set<Tab>(['cashback', 'modes']);

/**
 * /admin/configuracoes: every business setting in tabs, each saved on its own. The coupons tab is
 * the coupons feature's panel, handed in by the route so places does not depend on coupons; so is
 * the clinic's integration tab (the owner's, in clinic mode: decision 185).
 */
export function SettingsScreen({
  couponsPanel,
  integrationPanel,
}: {
  couponsPanel: ReactNode;
  integrationPanel?: ReactNode;
}) {
  const { t } = useTranslation('backoffice-settings');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const options = settingsQuery(managerToken);
  const query = useQuery(options);
  const [tab, setTab] = useState<Tab>('store');

  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.formError} role="alert">
        {t('loadFailed')} {readableServerError(query.error, '')}
      </p>
    );
  }
  const data = query.data;
  const body = (render: (form: Form, owner: boolean) => ReactNode, section: SettingsSection) => (
    <SectionForm
      key={section}
      section={section}
      data={data}
      queryKey={options.queryKey}
      readOnly={!data.owner && OWNER_TABS.has(section)}
    >
      {render}
    </SectionForm>
  );
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        {!data.owner && <p className={styles.help}>{t('managerNote')}</p>}
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('title')}>
        {(integrationPanel ? [...TABS, 'integration' as const] : TABS).map((id) => (
          <TabButton
            key={id}
            id={`tab-${id}`}
            selected={tab === id}
            controls={`panel-${id}`}
            className={tab === id ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onSelect={() => setTab(id)}
          >
            {t(`tabs.${id}`)}
            {OWNER_TABS.has(id) && !data.owner && (
              <svg className={styles.lock} viewBox="0 0 24 24" width="14" height="14" aria-label={t('ownerOnlyTab')}>
                <title>{t('ownerOnlyTab')}</title>
                <path
                  fill="currentColor"
                  d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
                />
              </svg>
            )}
          </TabButton>
        ))}
      </div>
      <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
        <h2 className={styles.panelTitle}>{t(`tabs.${tab}`)}</h2>
        <p className={styles.panelIntro}>{t(`intro.${tab}`)}</p>
        {tab === 'store' && body((form) => <StoreSection form={form} />, 'store')}
        {tab === 'hours' && body((form) => <HoursSection form={form} />, 'hours')}
        {tab === 'delivery' &&
          body(
            (form) => <DeliverySection form={form} city={data.settings.city ?? ''} uf={data.settings.uf ?? ''} />,
            'delivery',
          )}
        {tab === 'agenda' && body((form) => <AgendaSection form={form} />, 'agenda')}
        {tab === 'tabs' && body((form) => <TabsSection form={form} />, 'tabs')}
        {tab === 'payment' && body((form, owner) => <PaymentSection form={form} owner={owner} />, 'payment')}
        {tab === 'cashback' && body((form, owner) => <CashbackSection form={form} owner={owner} />, 'cashback')}
        {tab === 'coupons' && couponsPanel}
        {tab === 'integration' && integrationPanel}
        {tab === 'messages' && body((form) => <MessagesSection form={form} />, 'messages')}
        {tab === 'modes' && body((form, owner) => <ModesSection form={form} owner={owner} />, 'modes')}
      </section>
    </div>
  );
}
