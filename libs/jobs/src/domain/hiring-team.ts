/** The team roles (docs/api/access.md#hiring-teams). */
export const TEAM_ROLES = ['recruiter', 'coordinator', 'hiring_manager', 'interviewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
