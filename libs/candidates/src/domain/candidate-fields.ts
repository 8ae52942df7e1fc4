/** The candidate's optional text fields: null when unset. */
export const NULLABLE_TEXT_FIELDS = ['phone', 'address', 'location', 'headline', 'summary', 'linkedinUrl', 'githubUrl', 'websiteUrl'] as const;
