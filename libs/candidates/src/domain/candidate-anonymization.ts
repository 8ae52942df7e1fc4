import type { EducationEntry, ExperienceEntry } from './candidate-entries';
import { NULLABLE_TEXT_FIELDS } from './candidate-fields';

/** The candidate's columns anonymization writes. */
export type AnonymizedFields = {
  firstName: string;
  lastName: string;
  email: string;
  educationEntries: EducationEntry[];
  experienceEntries: ExperienceEntry[];
} & Record<(typeof NULLABLE_TEXT_FIELDS)[number], null> & { anonymizedAt: Date; updatedAt: Date };

/** The domain of anonymized emails: `.invalid` is reserved (RFC 2606), so no mail is ever sent to one. */
export const ANONYMIZED_EMAIL_DOMAIN = 'anonymized.invalid';

/**
 * The candidate's fields once anonymized (docs/api/retention.md#anonymization): a fixed name, an email no one
 * holds and that names only the candidate's id, every other personal field null or empty.
 */
export function anonymizedFields(id: string, at: Date): AnonymizedFields {
  return {
    firstName: 'Anonymized',
    lastName: 'Candidate',
    email: `anonymized-${id}@${ANONYMIZED_EMAIL_DOMAIN}`,
    ...(Object.fromEntries(NULLABLE_TEXT_FIELDS.map((field) => [field, null])) as Record<(typeof NULLABLE_TEXT_FIELDS)[number], null>),
    educationEntries: [],
    experienceEntries: [],
    anonymizedAt: at,
    updatedAt: at,
  };
}
