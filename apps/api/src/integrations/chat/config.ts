/** The chat tool: the local sandbox (default) or Octadesk's API. */
export type ChatConfig =
  | { provider: 'sandbox' }
  | { provider: 'none' }
  | { provider: 'octadesk'; baseUrl: string; apiKey: string; agentEmail: string };

/**
 * CHAT_PROVIDER=octadesk needs OCTADESK_BASE_URL, OCTADESK_API_KEY and OCTADESK_AGENT_EMAIL;
 * production refuses the sandbox (it would invent conversations) unless SANDBOX is on.
 */
export function loadChatConfig(env: NodeJS.ProcessEnv, sandbox: boolean): ChatConfig {
  // Production without a chat tool runs without one (the funnel shows no new chats) rather than refusing to start.
  const provider = env.CHAT_PROVIDER ?? (env.NODE_ENV === 'production' && !sandbox ? 'none' : 'sandbox');
  if (provider === 'none') return { provider: 'none' };
  if (provider === 'octadesk') {
    const { OCTADESK_BASE_URL: baseUrl, OCTADESK_API_KEY: apiKey, OCTADESK_AGENT_EMAIL: agentEmail } = env;
    if (!baseUrl || !apiKey || !agentEmail || !/^https:\/\//.test(baseUrl)) {
      throw new Error(
        'Invalid configuration:\n  CHAT_PROVIDER=octadesk needs OCTADESK_BASE_URL (https), OCTADESK_API_KEY and OCTADESK_AGENT_EMAIL',
      );
    }
    return { provider: 'octadesk', baseUrl, apiKey, agentEmail };
  }
  if (provider !== 'sandbox')
    throw new Error('Invalid configuration:\n  CHAT_PROVIDER must be sandbox, octadesk or none');
  if (env.NODE_ENV === 'production' && !sandbox) {
    throw new Error(
      'Invalid configuration:\n  CHAT_PROVIDER=sandbox is refused in production; set CHAT_PROVIDER=octadesk',
    );
  }
  return { provider: 'sandbox' };
}
