import { formatPhone } from '@app/domain/users/rules';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { cancelInvitation, teamQuery, useTeamMutation } from '../api/team-calls.ts';
import { useAdminRole } from '../lib/use-admin-role.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow } from './member-row.tsx';
import styles from './team.module.css';

function formatDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { timeZone: 'America/Sao_Paulo' });
}

/** The owner's team — staff with roles, invitations by phone, supplier links. */
export function TeamScreen() {
  const { t, i18n } = useTranslation('backoffice-onboarding');
  const role = useAdminRole();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const team = useQuery({ ...teamQuery(managerToken), enabled: Boolean(managerToken) && role.isOwner });
  const cancel = useTeamMutation(cancelInvitation);
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';

  if (!role.isOwner) {
    return (
      <section className={styles.screen} aria-labelledby="team-title">
        <h1 id="team-title">{t('team.title')}</h1>
        <p className={styles.muted}>{t('team.ownerOnly')}</p>
      </section>
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="team-title">
      <h1 id="team-title">{t('team.title')}</h1>
      <InviteForm />
      {team.isPending && <Spinner size={28} />}
      {team.isError && <p role="alert">{errorMessage(team.error, t('genericError'))}</p>}
      {team.data && (
        <>
          <h2>{t('team.members', { count: team.data.members.length })}</h2>
          <ul className={styles.list}>
            {team.data.members.map((member) => (
              <MemberRow key={member.member_id} member={member} />
            ))}
          </ul>
          <h2>{t('team.pending')}</h2>
          {team.data.invitations.length === 0 ? (
            <p className={styles.muted}>{t('team.noPending')}</p>
          ) : (
            <ul className={styles.list}>
              {team.data.invitations.map((invitation) => (
                <li key={invitation.invitation_id} className={styles.member}>
                  <div className={styles.memberMain}>
                    <div className={styles.memberText}>
                      <strong>{formatPhone(invitation.phone)}</strong>
                      <span className={styles.muted}>
                        {t('team.invitedOn', { date: formatDate(invitation.created_at, locale) })}
                      </span>
                    </div>
                    <span className={styles.badge}>
                      {t('team.role.pending')} · {t(`team.roles.${invitation.role}`)}
                    </span>
                  </div>
                  <div className={styles.memberActions}>
                    <Button
                      variant="text"
                      size="small"
                      onClick={async () => {
                        try {
                          await cancel.mutateAsync([invitation.invitation_id]);
                          notify(t('team.invite.cancelled'));
                        } catch (failure) {
                          notify(errorMessage(failure, t('genericError')));
                        }
                      }}
                    >
                      {t('team.invite.cancel')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
