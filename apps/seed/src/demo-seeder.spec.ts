import { ANY_APPLICATION_SOURCE, applicationSourceList } from '@app/applications';
import { seedSource } from './demo-seeder';

describe(seedSource.name, () => {
  it('keeps the planned source under the default policy and when a closed list accepts it', () => {
    expect(seedSource('linkedin', ANY_APPLICATION_SOURCE)).toBe('linkedin');
    expect(seedSource('referral', applicationSourceList(['referral', 'partner_portal']))).toBe('referral');
  });

  it('takes the same entry of a closed list for a source it refuses, every time', () => {
    const policy = applicationSourceList(['careers_site', 'partner_portal', 'agency']);
    const chosen = seedSource('linkedin', policy);
    expect(policy.refusal(chosen)).toBeNull();
    expect(seedSource('linkedin', policy)).toBe(chosen);
  });
});
