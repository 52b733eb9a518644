import { ApiError } from '@app/domain/client';
import { formatPhone } from '@app/domain/users/rules';
import { STAFF_ROLES, type StaffRole } from '@app/domain/users/staff-roles';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../../components/ui/submit-form.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { changeRole, linkSupplier, removeManager, type TeamMember, useTeamMutation } from '../api/team-calls.ts';
import styles from './team.module.css';

const SUPPLIER_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** One person of the staff: role, supplier link (edit / unlink) and removal (owners stay). */
export function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation('backoffice-onboarding');
  const remove = useTeamMutation(removeManager);
  const link = useTeamMutation(linkSupplier);
  const setRole = useTeamMutation(changeRole);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [supplier, setSupplier] = useState(member.service_supplier_id ?? '');
  const [supplierError, setSupplierError] = useState<string | null>(null);

  const role = member.owner
    ? t('team.role.owner')
    : member.service_supplier_id
      ? t('team.role.supplier', { id: member.service_supplier_id })
      : t(`team.roles.${member.role}`);

  const saveSupplier = async (value: string | null) => {
    if (value !== null && !SUPPLIER_PATTERN.test(value)) {
      setSupplierError(t('team.supplier.pattern'));
      return;
    }
    try {
      await link.mutateAsync([member.member_id, value]);
      notify(value ? t('team.supplier.linked') : t('team.supplier.unlinked'));
      setEditing(false);
      setSupplierError(null);
    } catch (failure) {
      const message = errorMessage(failure, t('genericError'));
      setSupplierError(failure instanceof ApiError && failure.body.field ? message.replace(/^[\w.]+: /, '') : message);
    }
  };

  return (
    <li className={styles.member}>
      <div className={styles.memberMain}>
        <div className={styles.memberText}>
          <strong>
            {member.username}
            {member.me && <span className={styles.me}> {t('team.me')}</span>}
          </strong>
          <span className={styles.muted}>{member.phone ? formatPhone(member.phone) : t('team.noPhone')}</span>
        </div>
        <span className={member.owner ? `${styles.badge} ${styles.badgeOwner}` : styles.badge}>{role}</span>
      </div>
      {!member.owner && (
        <SelectField
          label={t('team.roles.label')}
          value={member.role}
          disabled={setRole.isPending}
          onChange={async (event) => {
            const next = event.target.value as StaffRole;
            try {
              await setRole.mutateAsync([member.member_id, next]);
              notify(t('team.roles.changed', { name: member.username, role: t(`team.roles.${next}`) }));
            } catch (failure) {
              notify(errorMessage(failure, t('genericError')));
            }
          }}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`team.roles.${r}`)}
            </option>
          ))}
        </SelectField>
      )}
      {!member.owner && !editing && (
        <div className={styles.memberActions}>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {member.service_supplier_id ? t('team.supplier.change') : t('team.supplier.link')}
          </Button>
          <Button variant="text" size="small" onClick={() => setConfirming(true)}>
            {t('team.remove.action')}
          </Button>
        </div>
      )}
      {editing && (
        <SubmitForm className={styles.supplierForm} onSubmit={() => saveSupplier(supplier.trim().toLowerCase())}>
          <TextField
            label={t('team.supplier.label')}
            value={supplier}
            maxLength={64}
            autoCapitalize="none"
            error={supplierError}
            hint={t('team.supplier.hint')}
            onChange={(event) => {
              setSupplier(event.target.value);
              setSupplierError(null);
            }}
          />
          <div className={styles.memberActions}>
            <Button type="submit" size="small" loading={link.isPending}>
              {t('team.supplier.save')}
            </Button>
            {member.service_supplier_id && (
              <Button variant="secondary" size="small" onClick={() => void saveSupplier(null)}>
                {t('team.supplier.unlink')}
              </Button>
            )}
            <Button variant="text" size="small" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </SubmitForm>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t('team.remove.title', { name: member.username })}
        description={t('team.remove.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              loading={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync([member.member_id]);
                  notify(t('team.remove.done', { name: member.username }));
                } catch (failure) {
                  notify(errorMessage(failure, t('genericError')));
                }
                setConfirming(false);
              }}
            >
              {t('team.remove.confirm')}
            </Button>
          </>
        }
      />
    </li>
  );
}
