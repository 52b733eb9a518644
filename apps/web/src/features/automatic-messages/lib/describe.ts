import type { AudienceKind, FrequencyType } from '@app/domain/automatic-messages/rules';
import { brDate } from '@app/domain/shared/bounds';

/** The `t` of the automatic-messages namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => unknown;

/** "Aniversariantes do dia", "Sem consulta há 6 meses"… */
export function describeAudience(t: Translate, audience: { kind: AudienceKind; months?: number }): string {
  if (audience.kind === 'no_visit') return String(t('audience.noVisitMonths', { count: audience.months ?? 0 }));
  return String(t(`audience.${audience.kind}`));
}

/** "Todos os dias às 09:00", "Em 01/12/2026 às 10:00"… */
export function describeFrequency(
  t: Translate,
  frequency: { type: FrequencyType; day?: string; weekday?: number; hour: string },
): string {
  if (frequency.type === 'once')
    return String(t('frequency.onceAt', { day: brDate(frequency.day ?? ''), hour: frequency.hour }));
  if (frequency.type === 'daily') return String(t('frequency.dailyAt', { hour: frequency.hour }));
  const weekdays = t('frequency.weekdays', { returnObjects: true }) as unknown as string[];
  return String(t('frequency.weeklyAt', { weekday: weekdays[frequency.weekday ?? 0] ?? '', hour: frequency.hour }));
}
