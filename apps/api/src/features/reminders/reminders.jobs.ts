import type { OnDemandJob, ScheduledJob } from '../../platform/db/job-queue.ts';
import { type RemindersService, WAITLIST_JOB } from './reminders.service.ts';

/**
 * The queue's schedule of the clinic's follow-ups (decision 130), in São Paulo time: reminders and
 * waitlist offers every 10 minutes (so a booking is reminded about a day ahead whatever its hour),
 * no-shows every hour. The waitlist also runs on demand right after a cancellation by link.
 */
export function reminderJobs(reminders: RemindersService): { scheduled: ScheduledJob[]; onDemand: OnDemandJob[] } {
  return {
    scheduled: [
      { name: 'clinic-reminders', cron: '*/10 * * * *', run: reminders.sendReminders },
      { name: 'clinic-no-shows', cron: '5 * * * *', run: reminders.markNoShows },
      { name: 'clinic-waitlist-sweep', cron: '*/10 * * * *', run: () => reminders.offerWaitlist() },
    ],
    onDemand: [{ name: WAITLIST_JOB, run: reminders.offerWaitlist }],
  };
}
