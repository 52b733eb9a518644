// The WhatsApp Business provider (Meta's Cloud API, or the sandbox): numbers, templates, sends.

export type WhatsappNumber = { id: string; displayPhoneNumber: string; verifiedName: string };

/** An approved template: its body with {{1}}, {{2}}… variables. */
export type WhatsappTemplate = { id: string; name: string; language: string; category: string; body: string };

export type TemplateMessage = {
  numberId: string;
  /** Full international number, digits only (55 + DDD + number). */
  to: string;
  template: { name: string; language: string };
  /** The body's variables, in order. */
  parameters: string[];
  /** The body as the recipient reads it (the sandbox shows it; the Cloud API renders its own). */
  text: string;
};

/** What the provider reported about a message or a reply (the webhook, or the sandbox's buttons). */
export type WhatsappEvent =
  | {
      kind: 'status';
      numberId: string;
      messageId: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      errorCode: number | null;
    }
  | { kind: 'reply'; numberId: string; from: string; text: string };

/**
 * A refusal of the provider. `permanent` ones (bad number, unsupported type, template paused)
 * are not retried; the others (timeouts, 5xx, rate limits) are, with backoff.
 */
export class WhatsappError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'WhatsappError';
  }
}

export type WhatsappPort = {
  listNumbers(): Promise<WhatsappNumber[]>;
  listTemplates(): Promise<WhatsappTemplate[]>;
  /** Sends one template message; answers the provider's message id (wamid…). */
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>;
};
