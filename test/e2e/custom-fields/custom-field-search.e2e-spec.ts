import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectPage, expectSuccess } from '../../helpers/assertions';
import { defineField, setValues } from '../../kits/custom-fields-kit';

/** Searchable candidate fields in `q` (docs/api/custom-fields.md#search). */
describe('custom fields in candidate search', () => {
  let t: TestApp;
  let candidate: Record<string, any>;
  let fields: Record<string, Record<string, any>>;
  const found = async (q: string) => expectPage(await t.api.get('/candidates').query({ q, limit: '100' }), 100).items.map((item: any) => item.id);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    fields = {
      hobby: await defineField(t.api, { objectType: 'candidate', key: 'hobby', type: 'text', searchable: true }),
      secret: await defineField(t.api, { objectType: 'candidate', key: 'secret', type: 'text' }),
      clearance: await defineField(t.api, {
        objectType: 'candidate',
        key: 'clearance',
        type: 'single_select',
        searchable: true,
        options: [
          { value: 'ts_sci', label: 'Topsecret Compartmented' },
          { value: 'none', label: 'Unclassified' },
        ],
      }),
      stacks: await defineField(t.api, {
        objectType: 'candidate',
        key: 'stacks',
        type: 'multi_select',
        searchable: true,
        options: [
          { value: 'elixir', label: 'Phoenixframework' },
          { value: 'rust', label: 'Tokioruntime' },
        ],
      }),
    };
    candidate = await t.factory.candidate();
    await setValues(t.api, `/candidates/${candidate.id}`, {
      hobby: 'Restoring Citroën sailboats',
      secret: 'Xylophonist',
      clearance: 'ts_sci',
      stacks: ['rust'],
    });
  });
  afterAll(async () => t?.close());

  it('matches searchable text values, accents and stemming included, and not the others', async () => {
    expect(await found('citroen')).toEqual([candidate.id]);
    expect(await found('sailboat')).toEqual([candidate.id]);
    expect(await found('restore')).toEqual([candidate.id]);
    expect(await found('xylophonist')).toEqual([]);
  });

  it('matches a select by its option’s label and value', async () => {
    expect(await found('topsecret')).toEqual([candidate.id]);
    expect(await found('ts_sci')).toEqual([candidate.id]);
    expect(await found('tokioruntime')).toEqual([candidate.id]);
    expect(await found('phoenixframework')).toEqual([]);
  });

  it('follows value changes, relabelled options, searchable turned off and archiving', async () => {
    await setValues(t.api, `/candidates/${candidate.id}`, { hobby: 'Beekeeping' });
    expect(await found('citroen')).toEqual([]);
    expect(await found('beekeeping')).toEqual([candidate.id]);
    expectSuccess(
      await t.api.patch(`/custom-fields/${fields.clearance.id}`, {
        options: [
          { value: 'ts_sci', label: 'Cosmic' },
          { value: 'none', label: 'Unclassified' },
        ],
      }),
    );
    expect(await found('topsecret')).toEqual([]);
    expect(await found('cosmic')).toEqual([candidate.id]);
    expectSuccess(await t.api.patch(`/custom-fields/${fields.hobby.id}`, { searchable: false }));
    expect(await found('beekeeping')).toEqual([]);
    expectSuccess(await t.api.patch(`/custom-fields/${fields.secret.id}`, { searchable: true }));
    expect(await found('xylophonist')).toEqual([candidate.id]);
    expectSuccess(await t.api.post(`/custom-fields/${fields.secret.id}/archive`));
    expect(await found('xylophonist')).toEqual([]);
    expectSuccess(await t.api.post(`/custom-fields/${fields.secret.id}/unarchive`));
    expect(await found('xylophonist')).toEqual([candidate.id]);
  });

  it('combines q with a cf. filter', async () => {
    const other = await t.factory.candidate();
    await setValues(t.api, `/candidates/${other.id}`, { hobby: 'Beekeeping' });
    await t.api.patch(`/custom-fields/${fields.hobby.id}`, { searchable: true });
    expect((await found('beekeeping')).sort()).toEqual([candidate.id, other.id].sort());
    const filtered = expectPage(await t.api.get('/candidates').query({ q: 'beekeeping', 'cf.clearance': 'ts_sci' }), 20).items.map((item: any) => item.id);
    expect(filtered).toEqual([candidate.id]);
  });
});
