import { pinnedPost } from './pinned-post.ts';
import type { ClinicIntegrationPort, IntegrationCustomField, IntegrationPatient, IntegrationTarget } from './port.ts';
import { IntegrationUnavailable } from './port.ts';
import { checkedTarget, pinnedLookup, type Resolver } from './safe-url.ts';

const TIMEOUT_MS = 8_000;
const MAX_ANSWER_BYTES = 1_000_000;

type Envelope = { ok?: boolean; data?: unknown; error?: { message?: string } | string | null };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function patientOf(raw: unknown): IntegrationPatient | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = text(r._id) ?? text(r.id) ?? (typeof r.id === 'number' ? String(r.id) : null);
  const name = text(r.full_name) ?? text(r.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    cpf: text(r.cpf),
    phone: text(r.phone),
    email: text(r.email),
    birthdate: text(r.birthdate),
  };
}

/**
 * The real client of a clinic's patient system: POST JSON to {base}/api/webApp/patient/{call} with
 * the place and its key, answers read as { ok, data, error } like the rest of the product (spec 2
 * §7). Every request is checked against SSRF and connects only to the addresses checked (no DNS
 * rebinding: decision 194), times out, and a failure says only that the system could not be
 * reached (the answer may carry patient data: it is never logged).
 */
export function createHttpClinicIntegration(opts: {
  allowPrivate: boolean;
  /** The resolver asked once per call (tests pass a fake; decision 194). */
  resolve?: Resolver;
  timeoutMs?: number;
}): ClinicIntegrationPort {
  async function call(target: IntegrationTarget, name: string, body: Record<string, unknown>): Promise<unknown> {
    const { url, addresses } = await checkedTarget(target.baseUrl, `webApp/patient/${name}`, opts).catch(
      (error: Error) => {
        throw new IntegrationUnavailable(error.message);
      },
    );
    let response: { status: number; text: string };
    try {
      response = await pinnedPost(url, {
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        },
        body: JSON.stringify({ restaurant_id: target.placeId, ...body }),
        // The connection goes to the addresses checked above, never to a second DNS answer.
        lookup: pinnedLookup(addresses),
        timeoutMs: opts.timeoutMs ?? TIMEOUT_MS,
        maxBytes: MAX_ANSWER_BYTES,
      });
    } catch (error) {
      const why = error instanceof Error && error.message === 'answer too large' ? 'answer too large' : 'unreachable';
      throw new IntegrationUnavailable(`${name}: ${why}`);
    }
    // Redirects are not followed: a 3xx is a failure like any other non-2xx.
    if (response.status < 200 || response.status > 299) {
      throw new IntegrationUnavailable(`${name}: status ${response.status}`);
    }
    let envelope: Envelope;
    try {
      envelope = JSON.parse(response.text) as Envelope;
    } catch {
      throw new IntegrationUnavailable(`${name}: not json`);
    }
    if (envelope.ok === false) throw new IntegrationUnavailable(`${name}: refused`);
    return envelope.data;
  }

  return {
    async getPatientDetail(target, cpf) {
      const data = (await call(target, 'getPatientDetail', { cpf })) as { patient?: unknown } | null;
      return patientOf(data?.patient ?? data);
    },
    async getPatientCustomFields(target, cpf) {
      const data = (await call(target, 'getPatientCustomFields', { cpf })) as { custom_fields?: unknown } | null;
      const list = Array.isArray(data?.custom_fields) ? data.custom_fields : Array.isArray(data) ? data : [];
      return list.flatMap((f): IntegrationCustomField[] => {
        const r = (f ?? {}) as Record<string, unknown>;
        const key = text(r.key) ?? text(r.id);
        const value = r.value === null || r.value === undefined ? null : String(r.value);
        return key && value !== null ? [{ key, label: text(r.label) ?? key, value }] : [];
      });
    },
    async getPatientFilter(target, filters) {
      const data = (await call(target, 'getPatientFilter', { filters })) as { patients?: unknown } | null;
      const list = Array.isArray(data?.patients) ? data.patients : [];
      return list.map(patientOf).filter((p): p is IntegrationPatient => p !== null);
    },
    async updatePatient(target, patient) {
      await call(target, 'updatePatient', {
        patient: {
          full_name: patient.name,
          cpf: patient.cpf,
          phone: patient.phone,
          email: patient.email,
          birthdate: patient.birthdate,
        },
      });
    },
  };
}
