export const USER_ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
