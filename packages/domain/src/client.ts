import { callUrl } from './call-route.ts';
import { callTarget } from './call-target.ts';
import type { CallBody, CallName, CallResult } from './contract.ts';
import type { Envelope, ErrorBody } from './contract-types.ts';

/** An `ok: false` answer (or a transport failure) thrown by `call`; `message` is shown verbatim. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  get code() {
    return this.body.code;
  }
  get errorType() {
    return this.body.error_type;
  }
}

export type ClientOptions = {
  /** '' in the browser (same origin), 'http://127.0.0.1:3000' in tests and benches. */
  baseUrl: string;
  /** The current place id or slug; sent as x-place-id. */
  placeId?: () => string | null | undefined;
  /** The user token and the manager token, sent as headers (see docs/decisions/002). */
  tokens?: () => { token?: string | null; managerToken?: string | null };
  language?: () => string;
  fetch?: typeof fetch;
  /** Called when the network fails, so the shell can raise its connection-error flag. */
  onConnectionError?: (error: unknown) => void;
};

export type Client = {
  call<N extends CallName>(name: N, body: CallBody<N>): Promise<CallResult<N>>;
};

export function createClient(options: ClientOptions): Client {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async call(name, body) {
      const route = callTarget(name);
      const method = route.method;
      const headers: Record<string, string> = { accept: 'application/json' };
      const placeId = options.placeId?.();
      if (placeId) headers['x-place-id'] = placeId;
      const tokens = options.tokens?.() ?? {};
      if (tokens.token) headers.authorization = `Bearer ${tokens.token}`;
      if (tokens.managerToken) headers['x-manager-token'] = tokens.managerToken;
      const language = options.language?.();
      if (language) headers['accept-language'] = language;
      const payload: Record<string, unknown> = { origin: 'webapp', ...(body as object) };
      // {braced} path segments (payments calls such as transactions/{id}) take their field from the body.
      const filled = callUrl(route).replace(/\{(\w+)\}/g, (_m, key: string) => {
        const value = payload[key];
        delete payload[key];
        return encodeURIComponent(String(value ?? ''));
      });
      let url = options.baseUrl + filled;
      const init: RequestInit = { method, headers };
      if (method === 'GET' || method === 'DELETE') {
        const query = new URLSearchParams();
        for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) query.set(k, String(v));
        url += `?${query}`;
      } else {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(payload);
      }
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (error) {
        options.onConnectionError?.(error);
        throw new ApiError(0, { message: 'Algo inesperado aconteceu.', error_type: 'connection', code: 'connection' });
      }
      let envelope: Envelope<CallResult<typeof name>>;
      try {
        envelope = (await response.json()) as Envelope<CallResult<typeof name>>;
      } catch {
        throw new ApiError(response.status, { message: 'Algo inesperado aconteceu.', code: 'internal' });
      }
      if (!envelope.ok) throw new ApiError(response.status, envelope.error);
      return envelope.data;
    },
  };
}
