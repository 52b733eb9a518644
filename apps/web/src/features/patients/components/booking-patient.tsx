import { useQuery } from '@tanstack/react-query';
import { pathFor } from '../../../app/route-table.ts';
import ops from '../../../components/ui/ops.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { checkQuery } from '../api/patients-calls.ts';
import { schedulePatientPaths } from '../lib/patient-paths.ts';

/**
 * The patient of a booking on the staff agenda (spec 3 §2.2 schedule context): open the patient or
 * the record without leaving the booking's context, or register the booking's person as a patient.
 */
export function BookingPatient({ userId, schedule, day }: { userId: string; schedule: string; day: string }) {
  const { t } = useTranslation('patients');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery({ ...checkQuery(userId, managerToken), enabled: Boolean(userId && managerToken) });
  if (!query.data) return null;
  const patient = query.data.patient;
  if (!patient) {
    return (
      <div className={ops.row}>
        <Link className={ops.link} to={`${pathFor('NewPatient')}?${new URLSearchParams({ user_id: userId })}`}>
          {t('booking.register')}
        </Link>
      </div>
    );
  }
  const paths = schedulePatientPaths(schedule, day);
  return (
    <div className={ops.row}>
      <Link className={ops.link} to={paths.view(patient._id)}>
        {t('booking.open')}
      </Link>
      <Link className={ops.link} to={`${paths.view(patient._id)}/prontuario`}>
        {t('booking.record')}
      </Link>
    </div>
  );
}
