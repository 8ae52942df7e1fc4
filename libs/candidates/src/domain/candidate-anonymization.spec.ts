import { anonymizedFields } from './candidate-anonymization';
import { NULLABLE_TEXT_FIELDS } from './candidate-fields';

describe('anonymizedFields (docs/api/retention.md#anonymization)', () => {
  const at = new Date('2026-12-08T02:00:00.000Z');
  const fields = anonymizedFields('0190a0b4-8a3e-7c2d-9f00-000000000001', at);

  it('names nobody: a fixed name and an email that holds only the id, on a reserved domain', () => {
    expect(fields).toMatchObject({
      firstName: 'Anonymized',
      lastName: 'Candidate',
      email: 'anonymized-0190a0b4-8a3e-7c2d-9f00-000000000001@anonymized.invalid',
    });
  });

  it('clears every other personal field and dates the change', () => {
    for (const field of NULLABLE_TEXT_FIELDS) expect(fields[field]).toBeNull();
    expect(fields).toMatchObject({ educationEntries: [], experienceEntries: [], anonymizedAt: at, updatedAt: at });
  });
});
