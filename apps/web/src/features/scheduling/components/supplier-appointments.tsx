import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { removeSlot, slotsQuery, staffSuppliersQuery } from '../api/agenda-calls.ts';
import type { Appointment } from '../api/scheduling-calls.ts';
import { dayTitle, todayLocal } from '../lib/agenda-dates.ts';
import styles from './agenda.module.css';
import { SlotForm, SlotProductForm, slotHours } from './slot-forms.tsx';
import { AgendaToolbar, StaffAgenda, useAgendaRange } from './staff-agenda.tsx';

/** Which child of /horarios/{id} is open: criar, editar/{appointmentId}, adicionar-produto/{appointmentId}. */
export type SlotChild = { kind: 'none' } | { kind: 'new' } | { kind: 'edit' | 'product'; appointmentId: string };

/** The child route of the splat after /horarios/{id}/. */
export function slotChildOf(splat: string): SlotChild {
  const [head, id] = splat.split('/');
  if (head === 'criar') return { kind: 'new' };
  if (head === 'editar' && id) return { kind: 'edit', appointmentId: id };
  if (head === 'adicionar-produto' && id) return { kind: 'product', appointmentId: id };
  return { kind: 'none' };
}

/**
 * Spec 2 §2 SupplierAppointments (/horarios/{id}) with its children: the supplier's slots of the
 * day or week (free, booked, inactive; edit, attach a product, remove a free one), the forms of
 * NewAppointment / EditAppointment / AddProductToAppointment, and the bookings of the same range
 * with their status changes and reschedule (decision 128). An unknown supplier goes to /erro.
 */
export function SupplierAppointments({
  supplierId,
  child,
  products,
  base,
  onUnknownSupplier,
}: {
  supplierId: string;
  child: SlotChild;
  products: { _id: string; productname: string }[];
  /** '/horarios/{id}': the children's links are under it. */
  base: string;
  onUnknownSupplier: () => void;
}) {
  const { t, i18n } = useTranslation('clinic');
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useBrowserStore((s) => s.token);
  const suppliers = useQuery(staffSuppliersQuery(token));
  const range = useAgendaRange();
  // Slots from the range's first day, never before today (the call lists the future).
  const slotsFrom = [range.from, todayLocal()].sort()[1] ?? range.from;
  const slots = useQuery(slotsQuery(supplierId, slotsFrom));
  const [busy, setBusy] = useState<string | null>(null);
  const supplier = suppliers.data?.find((s) => s.service_supplier_id === supplierId);
  const unknown = !!suppliers.data && !supplier;
  useEffect(() => {
    if (unknown) onUnknownSupplier();
  }, [unknown, onUnknownSupplier]);

  if (suppliers.isPending || unknown) return <Spinner />;
  if (!supplier) return <p role="alert">{errorMessage(suppliers.error, t('common:genericError'))}</p>;

  const all = slots.data ?? [];
  const inRange = all.filter((s) => s.date >= range.from && s.date <= range.to);
  const byDay = new Map<string, Appointment[]>();
  for (const s of inRange) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  const childSlot =
    child.kind === 'edit' || child.kind === 'product' ? all.find((s) => s._id === child.appointmentId) : undefined;
  const close = () => navigate(base);

  const remove = async (slot: Appointment) => {
    setBusy(slot._id);
    try {
      await removeSlot({ id: slot._id });
      notify(t('slots.removed'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['appointments/list'] });
    } catch (e) {
      notify(errorMessage(e, t('common:genericError')), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="slots-title">
      <div className={styles.toolbar}>
        <h1 id="slots-title">{t('slots.title', { name: supplier.name })}</h1>
        <Link className={styles.link} to={`${base}/criar`}>
          {t('slots.new')}
        </Link>
      </div>
      {(suppliers.data?.length ?? 0) > 1 && (
        <SelectField
          label={t('slots.supplier')}
          value={supplierId}
          onChange={(e) => navigate(pathFor('SupplierAppointments', { id: e.target.value }))}
        >
          {suppliers.data?.map((s) => (
            <option key={s.service_supplier_id} value={s.service_supplier_id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      {child.kind === 'new' && <SlotForm supplierId={supplierId} onDone={close} />}
      {child.kind === 'edit' && childSlot && (
        <SlotForm key={childSlot._id} supplierId={supplierId} slot={childSlot} onDone={close} />
      )}
      {child.kind === 'product' && childSlot && <SlotProductForm slot={childSlot} products={products} onDone={close} />}
      {(child.kind === 'edit' || child.kind === 'product') && slots.data && !childSlot && (
        <p role="alert">{t('slots.notFound')}</p>
      )}

      <AgendaToolbar range={range} />
      <h2>{t('slots.listTitle')}</h2>
      {slots.isPending && <Spinner />}
      {slots.data && (
        <div className={`${styles.days} ${range.view === 'week' ? styles.week : ''}`}>
          {range.days.map((day) => {
            const items = byDay.get(day) ?? [];
            return (
              <div key={day} className={styles.day}>
                <h3>{dayTitle(day, i18n.language)}</h3>
                {items.length === 0 ? (
                  <p className={styles.muted}>{t('slots.none')}</p>
                ) : (
                  <ul className={styles.list}>
                    {items.map((s) => {
                      const product = s.product_id ? products.find((p) => p._id === s.product_id) : undefined;
                      return (
                        <li key={s._id} className={styles.item} aria-label={`${t('slots.slot')} ${s.start}`}>
                          <div className={styles.itemHead}>
                            <strong>{slotHours(s)}</strong>
                            <span className={styles.badge}>
                              {!s.active ? t('slots.inactive') : s.free ? t('slots.free') : t('slots.booked')}
                            </span>
                          </div>
                          {product && <p className={styles.muted}>{product.productname}</p>}
                          <div className={styles.actions}>
                            <Link className={styles.textLink} to={`${base}/editar/${s._id}`}>
                              {t('slots.edit')}
                            </Link>
                            <Link className={styles.textLink} to={`${base}/adicionar-produto/${s._id}`}>
                              {t('slots.attachProduct')}
                            </Link>
                            {s.free && (
                              <Button
                                size="small"
                                variant="text"
                                loading={busy === s._id}
                                onClick={() => void remove(s)}
                              >
                                {t('slots.remove')}
                              </Button>
                            )}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      <StaffAgenda supplierId={supplierId} range={range} />
    </section>
  );
}
