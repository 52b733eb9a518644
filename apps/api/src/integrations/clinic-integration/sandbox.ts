import type { ClinicIntegrationPort, IntegrationCustomField, IntegrationPatient } from './port.ts';
import type { SandboxPatientsRepo } from './sandbox.repo.ts';

/** A sandbox place holds at most this many patients for the filter (it is a stand-in, not a store). */
const FILTER_SCAN = 1_000;

/**
 * The integration in development and tests: a patient system per place whose patients are the ones
 * `updatePatient` sent, kept in a table (decision 194: restarts and several API instances agree).
 * The custom fields are the ones a Brazilian clinic system typically keeps.
 */
export function createSandboxClinicIntegration(repo: SandboxPatientsRepo): ClinicIntegrationPort {
  return {
    async getPatientDetail(target, cpf) {
      return repo.find(target.placeId, cpf);
    },
    async getPatientCustomFields(target, cpf): Promise<IntegrationCustomField[]> {
      if (!(await repo.find(target.placeId, cpf))) return [];
      return [
        { key: 'convenio', label: 'Convênio', value: 'Particular' },
        { key: 'origem', label: 'Origem', value: 'Sistema integrado (sandbox)' },
      ];
    },
    async getPatientFilter(target, filters) {
      const known = await repo.all(target.placeId, FILTER_SCAN);
      return known.filter((p) =>
        filters.every((f) => {
          const value = String((p as Record<string, unknown>)[f.field] ?? '');
          return f.operator === 'eq' ? value === f.value : fold(value).includes(fold(f.value));
        }),
      );
    },
    async updatePatient(target, patient) {
      const { cpf } = patient;
      if (!cpf) return;
      const stored: IntegrationPatient = { id: `sandbox-${cpf}`, ...patient };
      await repo.save(target.placeId, { ...stored, cpf });
    },
  };
}

/** Case- and accent-insensitive, as a person searching a name expects ('joao' finds 'João'). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
