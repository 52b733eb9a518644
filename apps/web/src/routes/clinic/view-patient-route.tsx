import { PatientOriginSection } from '../../features/crm-lists/index.ts';
import { PatientView } from '../../features/patients/index.ts';
import { useTranslation } from '../../lib/i18n.ts';

export const namespaces = ['patients', 'validation', 'patient-links', 'crm-lists'] as const;

/**
 * Spec 3 §2.2 view patient (/pacientes/{id}/ver/*, manager): data, record timeline, consents,
 * the lead origin and contact blocks (decision 142), audit.
 */
export function Component() {
  const { t } = useTranslation('crm-lists');
  return (
    <PatientView
      extraSections={[
        { path: 'origem', label: t('origin.title'), render: (id) => <PatientOriginSection patientId={id} /> },
      ]}
    />
  );
}
