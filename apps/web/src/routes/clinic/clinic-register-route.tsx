import { ClinicRegisterScreen } from '../../features/clinic-register/index.ts';
import { useSearchParams } from '../../lib/router.tsx';

export const namespaces = ['clinic-register', 'login', 'validation'] as const;

/** Spec 3 §2.2 ClinicRegister (/cadastro, ?phone= preloads the number): a patient's registration. */
export function Component() {
  const [params] = useSearchParams();
  return <ClinicRegisterScreen phone={params.get('phone') ?? ''} />;
}
