import type { JobDefaults } from '@app/jobs';

/** This installation's pipeline for new jobs: referred candidates get their own first stage. */
export const REFERRALS_JOB_DEFAULTS: JobDefaults = {
  pipeline: [{ name: 'Referred', color: '#0EA5E9' }, { name: 'Applied' }, { name: 'Screen' }, { name: 'Interview' }, { name: 'Offer' }, { name: 'Hired' }],
};
