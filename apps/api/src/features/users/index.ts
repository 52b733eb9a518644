// People: sign-in, sessions, PIN by text message, profile, the team and admin links.
export { createPinService } from './pin.service.ts';
export { createProfileService } from './profile.service.ts';
export { createSessionService, type SessionService } from './session.service.ts';
export { createSessionResolvers } from './session-lifetime.ts';
export { createSocialRepo } from './social.repo.ts';
export { createSocialService } from './social.service.ts';
export { createSocialLinks } from './social-links.ts';
export { createTeamHandlers } from './team.module.ts';
export { createTeamRepo } from './team.repo.ts';
export { createTeamInvitationCache } from './team-invitation-cache.ts';
export type { MemberRecord, UserRecord } from './users.repo.ts';
export { createUsersRepo, type UsersRepo } from './users.repo.ts';
export { usersRoutes } from './users.routes.ts';
