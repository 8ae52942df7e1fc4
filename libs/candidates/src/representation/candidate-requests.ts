import type { PageQuery, ListFilterConditions } from '@app/core';

/** The request shapes the services and the repository read; the DTOs in http/dto validate them. */
export interface EducationEntryInput {
  id: string;
  school: string;
  degree?: string | null;
  field?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  description?: string | null;
}

export interface ExperienceEntryInput {
  id: string;
  company: string;
  title: string;
  startDate?: string | null;
  endDate?: string | null;
  current?: boolean | null;
  location?: string | null;
  description?: string | null;
}

export interface CreateCandidateInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  location?: string | null;
  headline?: string | null;
  summary?: string | null;
  linkedinUrl?: string | null;
  githubUrl?: string | null;
  websiteUrl?: string | null;
  educationEntries?: EducationEntryInput[] | null;
  experienceEntries?: ExperienceEntryInput[] | null;
}

export type UpdateCandidateInput = Partial<CreateCandidateInput>;

export interface MergeCandidateInput {
  duplicateId: string;
}

export interface CreateNoteInput {
  body: string;
  mentionUserIds?: string[];
}

export interface ListCandidatesQuery extends PageQuery {
  /** The installation's list filters asked for (`cf.<key>=`), from ListFilters; the list ANDs them. */
  filters?: ListFilterConditions;
  email?: string;
  q?: string;
  tag?: string;
}
