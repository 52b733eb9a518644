import type { TemplateMessage, WhatsappNumber, WhatsappPort, WhatsappTemplate } from './port.ts';
import { WhatsappError } from './port.ts';

export type CloudApiOptions = {
  /** https://graph.facebook.com/v21.0 (overridable for tests). */
  baseUrl: string;
  /** The WhatsApp Business Account id whose numbers and templates the place uses. */
  businessAccountId: string;
  /** A system user's permanent access token with whatsapp_business_messaging and _management. */
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };
type TemplateJson = {
  id: string;
  name: string;
  status: string;
  category: string;
  language: string;
  components?: { type: string; text?: string }[];
};

/** Codes that will fail the same way again: recipient, template or parameter problems. */
const PERMANENT_CODES = new Set([
  100, 131008, 131009, 131021, 131026, 131047, 131051, 131052, 132000, 132001, 132005, 132007, 132012, 132015, 132016,
  133010,
]);

/**
 * Meta's WhatsApp Business Cloud API (Graph API): GET {waba}/phone_numbers, GET
 * {waba}/message_templates (approved only) and POST {phone-number-id}/messages with a template.
 * Bearer token; errors come as { error: { code, message } }.
 */
export function createCloudApiWhatsapp(options: CloudApiOptions): WhatsappPort {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');

  async function graph<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new WhatsappError(`WhatsApp Cloud API unreachable: ${(error as Error).message}`, null, false);
    }
    const json = (await response.json().catch(() => ({}))) as T & GraphError;
    if (!response.ok || json.error) {
      const code = json.error?.code ?? null;
      const permanent =
        code !== null
          ? PERMANENT_CODES.has(code)
          : response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new WhatsappError(`WhatsApp Cloud API answered ${response.status} (${code ?? 'no code'})`, code, permanent);
    }
    return json;
  }

  return {
    async listNumbers(): Promise<WhatsappNumber[]> {
      const json = await graph<{ data: { id: string; display_phone_number: string; verified_name: string }[] }>(
        `${options.businessAccountId}/phone_numbers?fields=id,display_phone_number,verified_name`,
      );
      return json.data.map((n) => ({
        id: n.id,
        displayPhoneNumber: n.display_phone_number,
        verifiedName: n.verified_name,
      }));
    },

    async listTemplates(): Promise<WhatsappTemplate[]> {
      const out: WhatsappTemplate[] = [];
      let path: string | null =
        `${options.businessAccountId}/message_templates?fields=id,name,status,category,language,components&status=APPROVED&limit=100`;
      // Follows the cursor a few pages at most: a business keeps dozens of templates, not thousands.
      for (let page = 0; path && page < 10; page++) {
        const json: { data: TemplateJson[]; paging?: { cursors?: { after?: string }; next?: string } } =
          await graph(path);
        for (const t of json.data) {
          const body = t.components?.find((c) => c.type === 'BODY')?.text;
          if (t.status !== 'APPROVED' || !body) continue;
          out.push({ id: t.id, name: t.name, language: t.language, category: t.category, body });
        }
        const after = json.paging?.next ? json.paging.cursors?.after : undefined;
        path = after
          ? `${options.businessAccountId}/message_templates?fields=id,name,status,category,language,components&status=APPROVED&limit=100&after=${encodeURIComponent(after)}`
          : null;
      }
      return out;
    },

    async sendTemplate(message: TemplateMessage) {
      const json = await graph<{ messages?: { id: string }[] }>(`${encodeURIComponent(message.numberId)}/messages`, {
        method: 'POST',
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: message.template.language },
            components: message.parameters.length
              ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
              : [],
          },
        }),
      });
      const id = json.messages?.[0]?.id;
      if (!id) throw new WhatsappError('WhatsApp Cloud API answered no message id', null, false);
      return { messageId: id };
    },
  };
}
