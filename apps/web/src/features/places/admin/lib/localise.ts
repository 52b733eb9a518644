import { parseSettingsMessage } from '@app/domain/places/settings-messages';
import { i18n } from '../../../../lib/i18n.ts';

/**
 * A settings, theme or coupon rule text in the reader's language: the schemas and the server speak
 * pt-BR; en readers get the texts of 'backoffice-settings' validation.* (same keys as the domain's
 * settings-messages.ts). Anything else is shown as it came.
 */
export function localiseSettingsMessage(text: string): string;
export function localiseSettingsMessage(text: string | undefined): string | undefined;
export function localiseSettingsMessage(text: string | undefined): string | undefined {
  if (!text || i18n.language !== 'en') return text;
  const parsed = parseSettingsMessage(text);
  if (!parsed) return text;
  const t = i18n.getFixedT('en', 'backoffice-settings');
  if ('sentence' in parsed) return t(`validation.sentences.${parsed.sentence}`, parsed.params);
  return `${t(`validation.names.${parsed.name}`)}: ${t(`validation.rules.${parsed.rule}`, parsed.params)}`;
}
