import type { OnDemandJob, ScheduledJob } from '../../platform/db/job-queue.ts';
import {
  type AppointmentRemindersService,
  REMINDER_PLAN_JOB,
  REMINDER_SEND_JOB,
} from './appointment-reminders.service.ts';
import { type AutomaticMessagesService, RUN_JOB, SEND_JOB } from './automatic-messages.service.ts';
import { ORDER_NOTICE_JOB, type OrderNoticesService } from './order-notices.service.ts';

/**
 * The queue's part of automatic messages (decision 152): every minute the due messages become send
 * rows (RUN_JOB also runs on demand), and each row is one SEND_JOB (singleton key = the row), retried
 * with exponential backoff while the provider fails for a transient reason. Appointment reminders
 * (decision 200): every 5 minutes those due within the hour are planned, each queued to run at its time.
 */
export function automaticMessageJobs(
  service: AutomaticMessagesService,
  orderNotices?: Pick<OrderNoticesService, 'sendJob'>,
  reminders?: Pick<AppointmentRemindersService, 'planAll' | 'sendJob'>,
): {
  scheduled: ScheduledJob[];
  onDemand: OnDemandJob[];
} {
  return {
    scheduled: [
      { name: 'whatsapp-automatic-tick', cron: '* * * * *', run: service.runDue },
      ...(reminders ? [{ name: REMINDER_PLAN_JOB, cron: '*/5 * * * *', run: reminders.planAll }] : []),
    ],
    onDemand: [
      { name: RUN_JOB, run: () => service.runDue() },
      { name: SEND_JOB, run: service.sendJob, policy: 'stately' },
      ...(orderNotices ? [{ name: ORDER_NOTICE_JOB, run: orderNotices.sendJob, policy: 'stately' as const }] : []),
      ...(reminders ? [{ name: REMINDER_SEND_JOB, run: reminders.sendJob, policy: 'stately' as const }] : []),
    ],
  };
}
