import type { CallInput, CallResult } from '@app/domain';
import type { PlaceChatCredentials } from '../../integrations/chat/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import type { ChatCredentialsRecord, ChatCredentialsRepo } from './chat-credentials.repo.ts';

const texts = localTexts({
  agentEmailMissing: {
    'pt-BR': 'Informe o e-mail do agente do Octadesk.',
    en: 'Enter the Octadesk agent e-mail.',
  },
  apiKeyMissing: {
    'pt-BR': 'Informe a chave da API do Octadesk.',
    en: 'Enter the Octadesk API key.',
  },
  notConfigured: {
    'pt-BR': 'Este servidor não guarda credenciais (falta CREDENTIALS_KEY). Fale com o suporte.',
    en: 'This server keeps no credentials (CREDENTIALS_KEY is missing). Please contact support.',
  },
});

const masked = (hint: string) => `••••${hint}`;

const view = (row: ChatCredentialsRecord | null): CallResult<'octadesk/credentials'> => ({
  configured: row !== null,
  base_url: row?.baseUrl ?? null,
  agent_email: row?.agentEmail ?? null,
  api_key_masked: row ? masked(row.apiKeyHint) : null,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/**
 * A place's own Octadesk account (decision 201): the owner saves the API URL, the agent's e-mail
 * and the API key; the key is sealed with the server's CREDENTIALS_KEY (bound to the place) and
 * only its last four characters are ever sent back. The chat port opens it per call.
 */
export function createChatCredentialsService(deps: {
  database: Database;
  repo: ChatCredentialsRepo;
  /** The server's CREDENTIALS_KEY; null (production without it): nothing is saved nor opened. */
  credentialsKey: string | null;
}) {
  const { database, repo } = deps;
  const box = deps.credentialsKey ? createSecretBox(deps.credentialsKey) : null;

  return {
    async get(actor: Actor): Promise<CallResult<'octadesk/credentials'>> {
      const placeId = placeOf(actor).id;
      return view(await database.inPlace(placeId, (tx) => repo.get(tx, placeId)));
    },

    async set(actor: Actor, input: CallInput<'octadesk/credentials/set'>): Promise<CallResult<'octadesk/credentials'>> {
      const placeId = placeOf(actor).id;
      if (input.base_url === null) {
        await database.inPlace(placeId, (tx) => repo.remove(tx, placeId));
        return view(null);
      }
      if (!box) throw new AppError('integration_unavailable', texts(actor, 'notConfigured'), 503);
      const baseUrl = input.base_url.replace(/\/+$/, '');
      return database.inPlace(placeId, async (tx) => {
        const current = await repo.get(tx, placeId);
        const agentEmail = input.agent_email ?? current?.agentEmail;
        if (!agentEmail) throw invalidField('agent_email', texts(actor, 'agentEmailMissing'));
        if (!input.api_key && !current) throw invalidField('api_key', texts(actor, 'apiKeyMissing'));
        const sealed = input.api_key
          ? { apiKeySealed: box.seal(input.api_key, placeId), apiKeyHint: input.api_key.slice(-4) }
          : { apiKeySealed: current?.apiKeySealed as string, apiKeyHint: current?.apiKeyHint as string };
        await repo.save(tx, {
          placeId,
          baseUrl,
          agentEmail,
          ...sealed,
          updatedByUserId: actor.user?.userId ?? actor.manager?.userId ?? null,
        });
        return view(await repo.get(tx, placeId));
      });
    },

    /** The chat port's lookup: the place's opened credentials, or null (the server's chat tool). */
    async credentialsOf(placeId: string): Promise<PlaceChatCredentials | null> {
      if (!box) return null;
      const row = await database.inPlace(placeId, (tx) => repo.get(tx, placeId));
      const apiKey = row ? box.open(row.apiKeySealed, placeId) : null;
      return row && apiKey ? { baseUrl: row.baseUrl, agentEmail: row.agentEmail, apiKey } : null;
    },
  };
}
export type ChatCredentialsService = ReturnType<typeof createChatCredentialsService>;
