/**
 * WhatsApp provider settings (decision 150): the sandbox, or Meta's Cloud API with one business
 * account for the deployment. The webhook's app secret and verify token are required with the real
 * provider; production refuses the sandbox unless the whole server is a sandbox (SANDBOX=true).
 */
export type WhatsappConfig =
  | { provider: 'sandbox' }
  | { provider: 'none' }
  | {
      provider: 'cloud';
      baseUrl: string;
      businessAccountId: string;
      accessToken: string;
      appSecret: string;
      verifyToken: string;
    };

export function loadWhatsappConfig(
  env: NodeJS.ProcessEnv,
  options: { production: boolean; sandbox: boolean },
): WhatsappConfig {
  // Production without WhatsApp settings runs without WhatsApp (no number to choose) rather than refusing to start.
  const provider = env.WHATSAPP_PROVIDER ?? (options.sandbox ? 'sandbox' : 'none');
  if (provider === 'none') return { provider: 'none' };
  if (provider === 'sandbox') {
    if (options.production && !options.sandbox) {
      throw new Error(
        'Invalid configuration:\n  WHATSAPP_PROVIDER=sandbox is refused in production (set SANDBOX=true for a demo server)',
      );
    }
    return { provider: 'sandbox' };
  }
  if (provider !== 'cloud')
    throw new Error(`Invalid configuration:\n  WHATSAPP_PROVIDER: sandbox or cloud, not ${provider}`);
  const missing = [
    'WHATSAPP_BUSINESS_ACCOUNT_ID',
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ].filter((name) => !env[name]);
  if (missing.length) throw new Error(`Invalid configuration:\n  WHATSAPP_PROVIDER=cloud needs ${missing.join(', ')}`);
  if ((env.WHATSAPP_VERIFY_TOKEN ?? '').length < 16 || (env.WHATSAPP_APP_SECRET ?? '').length < 16) {
    throw new Error('Invalid configuration:\n  WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN need 16+ characters');
  }
  return {
    provider: 'cloud',
    baseUrl: env.WHATSAPP_GRAPH_URL ?? 'https://graph.facebook.com/v21.0',
    businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID as string,
    accessToken: env.WHATSAPP_ACCESS_TOKEN as string,
    appSecret: env.WHATSAPP_APP_SECRET as string,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN as string,
  };
}
