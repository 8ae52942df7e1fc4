import { toEducationEntries, toExperienceEntries } from './candidate-entries';

describe('candidate entries', () => {
  it('fills omitted nullable keys with null, in the spec order', () => {
    const [education] = toEducationEntries([{ id: 'e1', school: 'MIT' }]);
    expect(Object.keys(education)).toEqual(['id', 'school', 'degree', 'field', 'startDate', 'endDate', 'description']);
    expect(education).toEqual({ id: 'e1', school: 'MIT', degree: null, field: null, startDate: null, endDate: null, description: null });
    const [experience] = toExperienceEntries([{ id: 'x1', company: 'ACME', title: 'Engineer', current: false }]);
    expect(Object.keys(experience)).toEqual(['id', 'company', 'title', 'startDate', 'endDate', 'current', 'location', 'description']);
    expect(experience.current).toBe(false);
  });

  it('turns null or absent lists into empty ones', () => {
    expect(toEducationEntries(null)).toEqual([]);
    expect(toExperienceEntries(undefined)).toEqual([]);
  });
});
