/** Stored and returned entries carry every key of the spec, in the spec's order, null when unset. */
export interface EducationEntry {
  id: string;
  school: string;
  degree: string | null;
  field: string | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
}

export interface ExperienceEntry {
  id: string;
  company: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
  current: boolean | null;
  location: string | null;
  description: string | null;
}

export function toEducationEntries(
  entries: ReadonlyArray<Partial<EducationEntry> & Pick<EducationEntry, 'id' | 'school'>> | null | undefined,
): EducationEntry[] {
  return (entries ?? []).map((entry) => ({
    id: entry.id,
    school: entry.school,
    degree: entry.degree ?? null,
    field: entry.field ?? null,
    startDate: entry.startDate ?? null,
    endDate: entry.endDate ?? null,
    description: entry.description ?? null,
  }));
}

export function toExperienceEntries(
  entries: ReadonlyArray<Partial<ExperienceEntry> & Pick<ExperienceEntry, 'id' | 'company' | 'title'>> | null | undefined,
): ExperienceEntry[] {
  return (entries ?? []).map((entry) => ({
    id: entry.id,
    company: entry.company,
    title: entry.title,
    startDate: entry.startDate ?? null,
    endDate: entry.endDate ?? null,
    current: entry.current ?? null,
    location: entry.location ?? null,
    description: entry.description ?? null,
  }));
}
