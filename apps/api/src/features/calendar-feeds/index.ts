// A supplier's agenda as a private calendar feed (.ics) a phone calendar subscribes to.
export { createCalendarFeedsRepo } from './calendar-feeds.repo.ts';
export { calendarFeedsRoutes, registerCalendarFeed } from './calendar-feeds.routes.ts';
export { type CalendarFeedsService, createCalendarFeedsService } from './calendar-feeds.service.ts';
