import type { Actor } from '@app/core';
import type { EducationEntry, ExperienceEntry } from './candidate-entries';
import { NULLABLE_TEXT_FIELDS } from './candidate-fields';

type NullableTextField = (typeof NULLABLE_TEXT_FIELDS)[number];

/** The two candidates of a merge: the duplicate's records move to the survivor, then the duplicate row goes. */
export interface CandidateMergePair {
  survivorId: string;
  duplicateId: string;
  /** The user who merges, for what participants record (e.g. the stage history's merge rows). */
  actor: Actor;
}

/** The fields of a candidate that a merge combines. */
export type MergeableCandidate = Record<NullableTextField, string | null> & {
  educationEntries: EducationEntry[];
  experienceEntries: ExperienceEntry[];
};

/** Entries of `survivor` first, then those of `duplicate` whose `id` the survivor does not have. */
function concatEntries<T extends { id: string }>(survivor: readonly T[], duplicate: readonly T[]): T[] {
  const ids = new Set(survivor.map((entry) => entry.id));
  return [...survivor, ...duplicate.filter((entry) => !ids.has(entry.id))];
}

export const CandidateMergeRules = {
  /**
   * What the survivor's row becomes (docs/api/sync.md#merge, docs/adr/0016-candidate-merge.md): its non-null
   * fields stay, its null ones take the duplicate's; entries are concatenated without repeating an
   * entry id. Names and email are always the survivor's. Only the fields that change are returned.
   */
  changes(survivor: MergeableCandidate, duplicate: MergeableCandidate): Partial<MergeableCandidate> {
    const changes: Partial<MergeableCandidate> = {};
    for (const field of NULLABLE_TEXT_FIELDS) {
      if (survivor[field] === null && duplicate[field] !== null) changes[field] = duplicate[field];
    }
    const educationEntries = concatEntries(survivor.educationEntries, duplicate.educationEntries);
    if (educationEntries.length !== survivor.educationEntries.length) changes.educationEntries = educationEntries;
    const experienceEntries = concatEntries(survivor.experienceEntries, duplicate.experienceEntries);
    if (experienceEntries.length !== survivor.experienceEntries.length) changes.experienceEntries = experienceEntries;
    return changes;
  },
};
