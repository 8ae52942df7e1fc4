import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectPage, expectSuccess } from '../../helpers/assertions';
import { readToEnd } from '../../kits/changes-kit';
import { defineField, setValues } from '../../kits/custom-fields-kit';
import { PipelineKit, scheduleInterview } from '../../kits/interviews-kit';
import { createOffer } from '../../kits/offers-kit';

/** Custom field values in erasure and merge (docs/api/custom-fields.md#erasure-and-merge). */
describe('custom field values in erasure and merge', () => {
  let t: TestApp;
  let pipeline: PipelineKit;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    pipeline = new PipelineKit(t);
    for (const objectType of ['candidate', 'application', 'offer', 'interview']) {
      await defineField(t.api, { objectType, key: 'note', type: 'text' });
      await defineField(t.api, { objectType, key: 'level', type: 'number' });
    }
    await defineField(t.api, { objectType: 'candidate', key: 'visa', type: 'single_select' });
  });
  afterAll(async () => t?.close());

  const valueRows = async (ids: string[]) =>
    Number((await t.db.query(`SELECT count(*) AS n FROM custom_field_values WHERE object_id = ANY($1::uuid[])`, [ids]))[0].n);
  const eventData = async (ids: string[]) =>
    (
      await t.db.query(
        `SELECT payload->'data' AS data FROM outbox_events WHERE type = 'custom_fields.updated' AND resource_id = ANY($1::text[]) ORDER BY txid, seq`,
        [ids],
      )
    ).map((row: { data: unknown }) => row.data);

  it('erases the values of the candidate and of its applications, offers and interviews, and their copies in the outbox', async () => {
    const user = await t.factory.user();
    const application = await pipeline.application();
    const offer = await createOffer(t.api, application.id);
    const interview = await scheduleInterview(t, application.id, user.id);
    const bystander = await t.factory.candidate();
    const candidateId = application.candidateId;
    await setValues(t.api, `/candidates/${candidateId}`, { note: 'Lives in Lyon', level: 3, visa: 'required' });
    await setValues(t.api, `/applications/${application.id}`, { note: 'Referred by her sister', level: 1 });
    await setValues(t.api, `/offers/${offer.id}`, { note: 'Asked for a car' });
    await setValues(t.api, `/interviews/${interview.id}`, { note: 'Nervous' });
    await setValues(t.api, `/candidates/${bystander.id}`, { note: 'Stays' });
    const ids = [candidateId, application.id, offer.id, interview.id];
    expect(await valueRows(ids)).toBe(4);

    expect((await t.api.delete(`/candidates/${candidateId}`)).status).toBe(200);

    expect(await valueRows(ids)).toBe(0);
    // The object's kind stays, never a value: the change feed shows each tombstone to keys that may read its kind.
    expect(await eventData(ids)).toEqual(
      ['candidate', 'application', 'offer', 'interview'].map((objectType) => ({ id: candidateId, redacted: true, objectType })),
    );
    expect(JSON.stringify(await t.db.query(`SELECT payload FROM outbox_events`))).not.toMatch(/Lyon|sister|a car|Nervous/);
    const { changes } = await readToEnd(t.api, { resourceTypes: 'custom_field_values' });
    expect(changes.filter((change) => change.resourceId === candidateId).map((change) => change.data)).toEqual([{ id: candidateId, deleted: true }]);
    const offers = await t.factory.apiKey(['changes:read', 'offers:read']);
    const seen = (await readToEnd(t.as(offers.key), { resourceTypes: 'custom_field_values' })).changes.map((change) => change.resourceId);
    expect(seen).toContain(offer.id);
    expect(seen).not.toContain(candidateId);
    const bulk = expectPage(await t.api.get('/custom-field-values').query({ objectType: 'candidate', limit: '1000' }), 1000);
    expect(bulk.items.map((item: any) => item.objectId)).toEqual([bystander.id]);
    expect(expectSuccess(await t.api.get(`/candidates/${bystander.id}/custom-fields`)).note).toBe('Stays');
  });

  it('keeps the survivor’s values in a merge and takes the duplicate’s where its own are null, without an event', async () => {
    const [survivor, duplicate] = [await t.factory.candidate(), await t.factory.candidate()];
    await setValues(t.api, `/candidates/${survivor.id}`, { level: 1 });
    await setValues(t.api, `/candidates/${duplicate.id}`, { level: 2, note: 'From the duplicate', visa: 'not_required' });
    const before = (await eventData([survivor.id])).length;
    expectSuccess(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id }));
    expect(expectSuccess(await t.api.get(`/candidates/${survivor.id}/custom-fields`))).toEqual({
      note: 'From the duplicate',
      level: 1,
      visa: 'not_required',
    });
    expect(await valueRows([duplicate.id])).toBe(0);
    expect((await eventData([survivor.id])).length).toBe(before);
    const bulk = expectPage(await t.api.get('/custom-field-values').query({ objectType: 'candidate', limit: '1000' }), 1000);
    expect(bulk.items.at(-1)).toMatchObject({ objectId: survivor.id, values: { note: 'From the duplicate', level: 1, visa: 'not_required' } });
  });

  it('merges a duplicate without values as nothing, and one into a survivor without values whole', async () => {
    const [survivor, duplicate] = [await t.factory.candidate(), await t.factory.candidate()];
    await setValues(t.api, `/candidates/${duplicate.id}`, { level: 7 });
    expectSuccess(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id }));
    expect(expectSuccess(await t.api.get(`/candidates/${survivor.id}/custom-fields`))).toEqual({ note: null, level: 7, visa: null });
    const [other, empty] = [await t.factory.candidate(), await t.factory.candidate()];
    await setValues(t.api, `/candidates/${other.id}`, { level: 4 });
    expectSuccess(await t.api.post(`/candidates/${other.id}/merge`, { duplicateId: empty.id }));
    expect(expectSuccess(await t.api.get(`/candidates/${other.id}/custom-fields`))).toEqual({ note: null, level: 4, visa: null });
  });
});
