import { type CallDef, type CallInput, type CallName, type CallResult, callUrl, catalogue } from '@app/domain';
import { ACCESS_LEVEL } from '@app/domain/shared/access';
import { formatMessage } from '@app/domain/shared/messages';
import { roleMayCall } from '@app/domain/users/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Actor, levelOf, type ManagerSession, type PlaceRef, type UserSession } from './actor.ts';
import { AppError, accessDenied } from './app-error.ts';
import { hashToken } from './tokens.ts';

export type Handler<N extends CallName> = (actor: Actor, input: CallInput<N>) => Promise<CallResult<N>>;
export type Handlers = { [N in CallName]: Handler<N> };

/** How the platform finds the place and the sessions of a request (implemented by feature repos). */
export type RequestResolvers = {
  /** `serviceSupplier`: a clinic / service-supplier place, where clinic-only calls are served. */
  findPlace(idOrSlug: string): Promise<(PlaceRef & { serviceSupplier: boolean }) | null>;
  /** `call`: the call being answered, for a lookup that reads more for one call (decision 172). */
  findUserSession(tokenHash: string, placeId: string | null, call?: CallName): Promise<UserSession | null>;
  findManagerSession(tokenHash: string, placeId: string): Promise<ManagerSession | null>;
};

type Raw = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

/**
 * Tokens travel as headers (Authorization: Bearer, x-manager-token); the spec's body fields
 * `token` / `managerToken` are accepted too so clients written against the original names work.
 */
function readTokens(req: FastifyRequest, raw: Raw) {
  const auth = req.headers.authorization;
  const bearer = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
  const managerHeader = req.headers['x-manager-token'];
  return {
    token: str(bearer) ?? str(raw.token),
    managerToken: str(typeof managerHeader === 'string' ? managerHeader : undefined) ?? str(raw.managerToken),
  };
}

function readPlace(req: FastifyRequest, raw: Raw): string | undefined {
  const header = req.headers['x-place-id'];
  return str(typeof header === 'string' ? header : undefined) ?? str(raw.restaurant_id) ?? str(raw.restaurant);
}

function language(req: FastifyRequest): Actor['language'] {
  const accept = req.headers['accept-language'];
  return typeof accept === 'string' && accept.toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}

/** A zod error as the spec's envelope: 400, error_type validation, a message naming the field. */
export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const message = issue?.message ?? 'Campo inválido';
  return new AppError('validation', `${field}: ${message}`, 400, { errorType: 'validation', extra: { field } });
}

async function resolveActor(
  req: FastifyRequest,
  raw: Raw,
  name: CallName,
  def: CallDef,
  resolvers: RequestResolvers,
  defaultPlace: string,
): Promise<{ actor: Actor; clinic: boolean }> {
  const placeKey = readPlace(req, raw) ?? defaultPlace;
  const place = await resolvers.findPlace(placeKey);
  if (!place && def.place === 'required') {
    throw new AppError('not_found', 'Estabelecimento não encontrado.', 404, { errorType: 'place_not_found' });
  }
  const { token, managerToken } = readTokens(req, raw);
  // A staff call's two lookups go out together (each in its own place's batch, decision 235).
  const [user, manager] = await Promise.all([
    token ? resolvers.findUserSession(hashToken(token), place?.id ?? null, name) : null,
    managerToken && place ? resolvers.findManagerSession(hashToken(managerToken), place.id) : null,
  ]);
  const actor: Actor = { place, user, manager, level: levelOf(user, manager), ip: req.ip, language: language(req) };
  return { actor, clinic: !!place?.serviceSupplier };
}

function authorise(actor: Actor, def: CallDef, name: CallName) {
  if (def.level === 'anonymous') return;
  if (def.level === 'user') {
    if (!actor.user) throw accessDenied();
    return;
  }
  if (!actor.manager || ACCESS_LEVEL[actor.level] < ACCESS_LEVEL[def.level]) throw accessDenied();
  // Staff roles (decision 068): below owner, the member's role must hold a tool of the call.
  if (!actor.manager.isOwner && !roleMayCall(actor.manager.role, name)) throw accessDenied();
}

/**
 * A clinic-only call (decision 206) at a place that is not a clinic: refused after the access level
 * and the body's validation, as a service refuses a state, so a customer still reads access_denied
 * and bad input still a 400.
 */
function mustBeClinic(actor: Actor, def: CallDef, clinic: boolean) {
  if (!def.clinic || clinic) return;
  throw new AppError('clinic_only', formatMessage('clinicOnly', undefined, actor.language), 403, {
    errorType: 'clinic_only',
  });
}

/**
 * An anonymous call answered inside the server, exactly as a client would receive its data (input
 * and answer go through the contract's schemas). The app shell uses it to put a first screen's data
 * in the page (decision 044).
 */
export async function answerAnonymously<N extends CallName>(
  handlers: Handlers,
  name: N,
  request: { place: PlaceRef; ip: string },
  body: Raw,
): Promise<CallResult<N>> {
  const def = catalogue[name] as CallDef;
  if (def.level !== 'anonymous') throw new Error(`${name} is not an anonymous call`);
  const actor: Actor = {
    place: request.place,
    user: null,
    manager: null,
    level: 'anonymous',
    ip: request.ip,
    language: 'pt-BR',
  };
  const handler = handlers[name] as unknown as (actor: Actor, input: unknown) => Promise<unknown>;
  return contractAnswer(name, def, await handler(actor, def.body.parse(body))) as CallResult<N>;
}

/**
 * The answer as the contract declares it. An answer that breaks its own contract is the server's
 * fault, not the caller's: a 500 (logged with the failing paths, never the data), not a 400.
 */
function contractAnswer(name: CallName, def: CallDef, data: unknown): unknown {
  const parsed = def.response.safeParse(data);
  if (parsed.success) return parsed.data;
  const paths = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
  throw new Error(`The answer of ${name} breaks its contract at ${paths}`);
}

/** Binds every call of the catalogue to its handler; a call without a handler stops the server at start. */
export function registerCalls(
  app: FastifyInstance,
  handlers: Handlers,
  resolvers: RequestResolvers,
  options: { defaultPlace: string },
) {
  // Answers served from a cache are the same object every time: parse and serialise each once, and
  // keep the bytes (a string body is joined to the headers and copied again on every send).
  const serialisedAnswers = new WeakMap<object, Buffer>();
  for (const name of Object.keys(catalogue) as CallName[]) {
    const def = catalogue[name] as CallDef;
    const handler = handlers[name] as unknown as (actor: Actor, input: unknown) => Promise<unknown>;
    if (!handler) throw new Error(`The call ${name} has no handler`);
    app.route({
      method: def.method,
      // {braced} segments (payments calls: transactions/{id}) are path parameters.
      url: callUrl(def).replace(/\{(\w+)\}/g, ':$1'),
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      ...(def.tooLarge ? { config: { tooLarge: def.tooLarge } } : {}),
      handler: async (req, reply) => {
        const source = def.method === 'GET' || def.method === 'DELETE' ? req.query : req.body;
        let raw: Raw = source && typeof source === 'object' && !Array.isArray(source) ? (source as Raw) : {};
        if (source !== undefined && source !== null && raw !== source) {
          throw new AppError('validation', 'body: envie um objeto JSON', 400, {
            errorType: 'validation',
            extra: { field: 'body' },
          });
        }
        const params = req.params;
        if (params && typeof params === 'object' && Object.keys(params).length > 0) raw = { ...raw, ...params };
        const { actor, clinic } = await resolveActor(req, raw, name, def, resolvers, options.defaultPlace);
        authorise(actor, def, name);
        const parsed = def.body.safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error);
        mustBeClinic(actor, def, clinic);
        const data = await handler(actor, parsed.data);
        // Parsing the answer strips anything the contract does not declare (no internal field leaks).
        if (data === null || typeof data !== 'object') return { ok: true, data: contractAnswer(name, def, data) };
        let body = serialisedAnswers.get(data);
        if (body === undefined) {
          body = Buffer.from(JSON.stringify({ ok: true, data: contractAnswer(name, def, data) }));
          serialisedAnswers.set(data, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  }
}
