import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { createPatientsRepo } from './patients.repo.ts';
import { createPatientsService } from './patients.service.ts';

// A failed query's text carries its parameters; what leaves the patients service must not.

const actor = {
  place: { id: '00000000-0000-4000-8000-000000000001', slug: 'clinica' },
  user: null,
  manager: { sessionId: 's', userId: 'u', memberId: 'm', isOwner: true, supplierId: null, role: 'manager' },
  level: 'owner',
  ip: '10.0.0.1',
  language: 'pt-BR',
} as Actor;

describe('patients service errors', () => {
  it('rethrows a failed query with its error code only, never the patient data it carried', async () => {
    const failing = {
      inPlace: async () => {
        throw Object.assign(
          new Error('Failed query: insert into "patients" ... params: Joana Prado Silveira,39053344705'),
          { cause: { code: '23502' } },
        );
      },
    } as unknown as Database;
    const service = createPatientsService({ database: failing, patients: createPatientsRepo() });
    const error = await service
      .create(actor, { full_name: 'Joana Prado Silveira', cpf: '39053344705' })
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain('23502');
    expect(String(error)).not.toContain('39053344705');
    expect(String(error)).not.toContain('Joana');
    expect((error as { cause?: unknown }).cause).toBeUndefined();
  });
});
