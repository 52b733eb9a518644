// The sales funnel (spec 2 §2–§4, §7; decisions 146–149). A lead is a persistent chat: someone who
// wrote to the clinic through the chat tool, or whom the front desk entered by hand.

/** The board's columns, in order (decision 147: scheduled and attended follow the bookings). */
export const FUNNEL_STAGES = ['new', 'scheduled', 'attended', 'lost'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** What the front desk may set by hand; the bookings can move a lead further, never back. */
export const MANUAL_STAGES = FUNNEL_STAGES;

/** Hiding a lead (hideChats, hideChatOcta): hide_duration in hours (decision 146). */
export const HIDE_DURATION_HOURS_MIN = 1;
export const HIDE_DURATION_HOURS_MAX = 24 * 90;
/** The durations the screen offers, in hours. */
export const HIDE_DURATION_CHOICES = [1, 4, 24, 72, 168, 720] as const;

/** Rows a list call answers at most (the board shows the newest first). */
export const FUNNEL_LIST_MAX = 500;
/** The longest report period, in days. */
export const FUNNEL_REPORT_MAX_DAYS = 366;

const STAGE_RANK: Record<Exclude<FunnelStage, 'lost'>, number> = { new: 0, scheduled: 1, attended: 2 };

/**
 * A lead's column: lost wins (the front desk closed it); otherwise the further of the stage set by
 * hand and what the linked person's bookings say (an attended booking → attended; an open one →
 * scheduled).
 */
export function stageOf(lead: {
  lost: boolean;
  manualStage: Exclude<FunnelStage, 'lost'>;
  hasAttended: boolean;
  hasOpenBooking: boolean;
}): FunnelStage {
  if (lead.lost) return 'lost';
  const booked = lead.hasAttended ? 'attended' : lead.hasOpenBooking ? 'scheduled' : 'new';
  return STAGE_RANK[booked] > STAGE_RANK[lead.manualStage] ? booked : lead.manualStage;
}

/** A reminder's unlock time as the clinic reads it (America/Sao_Paulo), e.g. '27/11/2026 14:30'. */
export function unlockTimeBr(at: Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const v = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${v('day')}/${v('month')}/${v('year')} ${v('hour')}:${v('minute')}`;
}

/** Whole days since a lead arrived (the card's age). */
export function leadAgeDays(created: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - created.getTime()) / 86_400_000));
}
