import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Never log secrets or personal data: tokens, passwords, PINs, CPF, card data, query strings. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers["x-manager-token"]',
  'req.headers.cookie',
  '*.password',
  '*.current_password',
  '*.pin_number',
  '*.pin',
  '*.token',
  '*.managerToken',
  '*.cpf',
  '*.card_number',
  '*.security_code',
  '*.cardNumber',
  '*.ccCvc',
];

/** The server's logger: JSON lines, secrets redacted, request paths without their query strings. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        // The path only: GET calls may carry personal data in the query string.
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
      },
    },
    destination,
  );
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1] & {};

/**
 * A request's logger, made on its first line written (decision 244). Fastify makes a child logger
 * per request (its id bound); pino passes the binding through the redaction of the `*.x` paths,
 * which parses every path again: ~4 KB allocated and a tenth of a light request's garbage, though
 * most requests write no line at warn/error/silent. Lines go out exactly as from pino's child.
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;
  constructor(
    readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    readonly bindings: Bindings,
    readonly options: ChildOptions,
  ) {}
  get made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }
  get level() {
    return this.#made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  #write(level: Level, args: unknown[]) {
    if (!this.#made && !this.parent.isLevelEnabled(level)) return;
    (this.made[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions) {
    return this.made.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a pino child made only when the request writes a line. */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
  const canWait =
    options.level === undefined &&
    options.serializers === undefined &&
    typeof (parent as { isLevelEnabled?: unknown }).isLevelEnabled === 'function';
  if (!canWait) return parent.child(bindings, options);
  return new RequestLogger(
    parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
}
