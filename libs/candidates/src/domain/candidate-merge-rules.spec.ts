import { toEducationEntries, toExperienceEntries } from './candidate-entries';
import { CandidateMergeRules, type MergeableCandidate } from './candidate-merge-rules';

const candidate = (fields: Partial<MergeableCandidate> = {}): MergeableCandidate => ({
  phone: null,
  address: null,
  location: null,
  headline: null,
  summary: null,
  linkedinUrl: null,
  githubUrl: null,
  websiteUrl: null,
  educationEntries: [],
  experienceEntries: [],
  ...fields,
});

describe('CandidateMergeRules', () => {
  it("keeps the survivor's non-null fields and takes the duplicate's where the survivor's are null", () => {
    const survivor = candidate({ phone: '+1 555 0100', headline: null, summary: 'Survivor summary' });
    const duplicate = candidate({ phone: '+1 555 0199', headline: 'Staff engineer', summary: null, websiteUrl: 'https://dup.example.org' });
    expect(CandidateMergeRules.changes(survivor, duplicate)).toEqual({ headline: 'Staff engineer', websiteUrl: 'https://dup.example.org' });
  });

  it('concatenates entries, the survivor first, without repeating an entry id', () => {
    const survivor = candidate({
      educationEntries: toEducationEntries([{ id: 'e1', school: 'MIT' }]),
      experienceEntries: toExperienceEntries([{ id: 'x1', company: 'ACME', title: 'Engineer' }]),
    });
    const duplicate = candidate({
      educationEntries: toEducationEntries([
        { id: 'e1', school: 'MIT (duplicate copy)' },
        { id: 'e2', school: 'ETH' },
      ]),
      experienceEntries: toExperienceEntries([{ id: 'x1', company: 'ACME', title: 'Engineer' }]),
    });
    const changes = CandidateMergeRules.changes(survivor, duplicate);
    expect(changes.educationEntries?.map((entry) => [entry.id, entry.school])).toEqual([
      ['e1', 'MIT'],
      ['e2', 'ETH'],
    ]);
    expect(changes).not.toHaveProperty('experienceEntries');
  });

  it('changes nothing when the duplicate adds nothing', () => {
    expect(CandidateMergeRules.changes(candidate({ phone: '1' }), candidate({ phone: '2' }))).toEqual({});
  });
});
