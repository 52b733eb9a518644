import { SplitRulesScreen } from '../../features/split-rules/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'split-rules', 'validation'] as const;

/** Route AdminSplitRules (/admin/regras-de-divisao): owner only (the server refuses the others). */
export function Component() {
  return (
    <AdminLayout>
      <SplitRulesScreen />
    </AdminLayout>
  );
}
