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
