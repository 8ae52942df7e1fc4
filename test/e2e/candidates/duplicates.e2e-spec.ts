// The plan check explains the exact statement the repository runs.
// eslint-disable-next-line no-restricted-imports
import { duplicatesStatement, SIMILAR_NAME_THRESHOLD } from '../../../libs/candidates/src/persistence/candidate.repository';

import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectSuccess } from '../../helpers/assertions';
import { expectCandidateShape, unique } from '../../kits/candidates-kit';

const REASONS = ['same_email_local_part', 'same_phone', 'same_linkedin', 'similar_name'];

/** GET /candidates/{id}/duplicates (docs/api/sync.md#duplicates). */
describe('GET /candidates/{id}/duplicates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const duplicatesOf = async (id: string) => {
    const response = await t.api.get(`/candidates/${id}/duplicates`);
    const data = expectSuccess(response);
    expect(response.body.meta).toEqual({});
    return data as Array<{ candidate: Record<string, any>; score: number; reasons: string[] }>;
  };

  describe('reasons and order', () => {
    const token = unique();
    const local = `ada.lovelace.${token}`;
    let subject: Record<string, any>;
    const made: Record<string, Record<string, any>> = {};

    beforeAll(async () => {
      subject = await t.factory.candidate({
        firstName: 'Ada',
        lastName: `Lovelace${token}`,
        email: `${local}@example.com`,
        phone: '+44 20 7946 0958',
        linkedinUrl: `https://www.LinkedIn.com/in/ada-${token}/`,
      });
      made.email = await t.factory.candidate({ firstName: 'Zed', lastName: 'Quill', email: `${local.toUpperCase()}@other.org` });
      made.phone = await t.factory.candidate({ firstName: 'Yara', lastName: 'Voss', phone: '020-7946-0958' });
      made.linkedin = await t.factory.candidate({ firstName: 'Xavi', lastName: 'Ruiz', linkedinUrl: `http://linkedin.com/in/ada-${token}?trk=profile#top` });
      made.name = await t.factory.candidate({ firstName: 'ADA', lastName: `Lovelace${token}` });
      made.all = await t.factory.candidate({
        firstName: 'Ada',
        lastName: `Lovelace${token}`,
        email: `${local}@work.example.org`,
        phone: '079460958',
        linkedinUrl: `https://linkedin.com/in/ada-${token}`,
      });
      made.none = await t.factory.candidate({
        firstName: 'Grace',
        lastName: `Hopper${token}`,
        phone: '+1 555 010 9999',
        linkedinUrl: `https://linkedin.com/in/ada-${token}/other`,
      });
    });

    it('lists each probable duplicate once with its reasons, best first, scores in [0, 1], the candidate itself left out', async () => {
      const duplicates = await duplicatesOf(subject.id);
      const byId = new Map(duplicates.map((duplicate) => [duplicate.candidate.id, duplicate]));
      expect(byId.get(made.email.id)?.reasons).toEqual(['same_email_local_part']);
      expect(byId.get(made.phone.id)?.reasons).toEqual(['same_phone']);
      expect(byId.get(made.linkedin.id)?.reasons).toEqual(['same_linkedin']);
      expect(byId.get(made.name.id)?.reasons).toEqual(['similar_name']);
      expect(byId.get(made.all.id)?.reasons).toEqual(REASONS);
      expect(byId.has(made.none.id)).toBe(false);
      expect(byId.has(subject.id)).toBe(false);
      expect(duplicates).toHaveLength(5);
      expect(duplicates[0].candidate.id).toBe(made.all.id);
      for (const duplicate of duplicates) {
        expect(Object.keys(duplicate).sort()).toEqual(['candidate', 'reasons', 'score']);
        expectCandidateShape(duplicate.candidate);
        expect(duplicate.score).toBeGreaterThan(0);
        expect(duplicate.score).toBeLessThanOrEqual(1);
      }
      const scores = duplicates.map((duplicate) => duplicate.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(byId.get(made.linkedin.id)!.score).toBeGreaterThan(byId.get(made.phone.id)!.score);
      expect(byId.get(made.phone.id)!.score).toBeGreaterThan(byId.get(made.email.id)!.score);
      expect(byId.get(made.email.id)!.score).toBeGreaterThan(byId.get(made.name.id)!.score);
      expect(byId.get(made.email.id)!.candidate).toEqual((await t.api.get(`/candidates/${made.email.id}`)).body.data);
    });

    it('keeps the normalised columns current on every write: a PATCH makes and unmakes a match', async () => {
      const other = await t.factory.candidate({ firstName: 'Wim', lastName: 'Tor' });
      expect((await duplicatesOf(subject.id)).map((duplicate) => duplicate.candidate.id)).not.toContain(other.id);
      await t.api.patch(`/candidates/${other.id}`, { linkedinUrl: `HTTPS://WWW.LINKEDIN.COM/in/ada-${token}//` }).expect(200);
      expect((await duplicatesOf(subject.id)).find((duplicate) => duplicate.candidate.id === other.id)?.reasons).toEqual(['same_linkedin']);
      await t.api.patch(`/candidates/${other.id}`, { linkedinUrl: null }).expect(200);
      expect((await duplicatesOf(subject.id)).map((duplicate) => duplicate.candidate.id)).not.toContain(other.id);
    });
  });

  it('answers at most 20', async () => {
    const local = `many.${unique()}`;
    const subject = await t.factory.candidate({ email: `${local}@example.com` });
    for (let index = 0; index < 22; index++)
      await t.factory.candidate({ firstName: `F${unique()}`, lastName: `L${unique()}`, email: `${local}@host${index}.example.org` });
    const duplicates = await duplicatesOf(subject.id);
    expect(duplicates).toHaveLength(20);
    expect(duplicates.every((duplicate) => duplicate.reasons.includes('same_email_local_part'))).toBe(true);
  });

  it('answers an empty array for a candidate without duplicates', async () => {
    const loner = await t.factory.candidate({ firstName: `Q${unique()}`, lastName: `Z${unique()}`, email: `loner.${unique()}@example.com` });
    expect(await duplicatesOf(loner.id)).toEqual([]);
  });

  // Below about 3,000 rows the planner rightly reads the table for the name branch (fewer pages than the trigram index costs).
  it('reads candidates through indexes only: no sequential scan over 5,000 candidates', async () => {
    await t.db.query(`
      INSERT INTO candidates (id, first_name, last_name, email, phone, linkedin_url, created_at, updated_at)
      SELECT gen_random_uuid(), initcap(substr(md5(g::text), 1, 7)), initcap(substr(md5((g + 5000)::text), 1, 9)), 'person' || g || '@example.com',
             '+1 555 ' || lpad(g::text, 7, '0'), 'https://linkedin.com/in/person-' || g, now(), now()
        FROM generate_series(1, 5000) AS g`);
    // What autovacuum does after a bulk load: statistics, and the trigram index's pending list merged
    // (the planner counts a long pending list against the index).
    await t.db.query('VACUUM ANALYZE candidates');
    const [{ first_name: firstName, last_name: lastName }] = await t.db.query(
      `SELECT first_name, last_name FROM candidates WHERE email = 'person17@example.com'`,
    );
    const subject = await t.factory.candidate({
      firstName,
      lastName,
      email: `person17@${unique()}.example.org`,
      phone: '+1 555 0000017',
      linkedinUrl: 'https://www.linkedin.com/in/person-17/',
    });
    const plan = await t.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [String(SIMILAR_NAME_THRESHOLD)]);
      const keys = await tx.query(
        `SELECT id, email_local, phone_digits, linkedin_key, lower(first_name || ' ' || last_name) AS full_name FROM candidates WHERE id = $1`,
        [subject.id],
      );
      const statement = duplicatesStatement(keys[0], 20);
      const [row] = await tx.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
      return row['QUERY PLAN'];
    });
    const scans: Array<{ type: string; relation?: string; index?: string }> = [];
    const walk = (node: Record<string, any>) => {
      if (node['Relation Name'] !== undefined || node['Index Name'] !== undefined)
        scans.push({ type: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] });
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan[0].Plan);
    expect(scans.filter((scan) => scan.relation === 'candidates' && scan.type === 'Seq Scan')).toEqual([]);
    expect(scans.map((scan) => scan.index)).toEqual(
      expect.arrayContaining(['candidates_email_local_idx', 'candidates_phone_digits_idx', 'candidates_linkedin_key_idx', 'candidates_full_name_trgm_idx']),
    );
    const duplicates = await duplicatesOf(subject.id);
    expect(duplicates[0].reasons).toEqual(REASONS);
  });
});
