import { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import type { Principal } from '../auth/principal';
import { installReachPolicy, reach, withReachOf } from './reach';

describe('reach.where (docs/adr/0068-reach-in-the-data-layer.md)', () => {
  const dataSource = new DataSource({ type: 'postgres' });
  const viewer = { actor: { id: 'user-1' }, role: 'hiring_manager' } as unknown as Principal;

  beforeAll(() =>
    installReachPolicy({ condition: (who, kind, column) => sql`${column} IN (SELECT id FROM reached WHERE kind = ${kind} AND holder = ${who.userId})` }),
  );

  const reachedQuery = () =>
    withReachOf(viewer, () => {
      const builder = dataSource.createQueryBuilder().select('r.id').from('records', 'r');
      return reach.where(builder, reach.of('record', sql.raw('r.id')));
    });

  it('gives a role the same statement text on every request, so the text can be prepared and its plan reused', () => {
    expect(reachedQuery().getQueryAndParameters()[0]).toBe(reachedQuery().getQueryAndParameters()[0]);
    expect(reachedQuery().getParameters()).toEqual({ reach0_1: 'record', reach0_2: 'user-1' });
  });

  it('names a second condition on the same builder apart from the first', () => {
    const [text, values] = withReachOf(viewer, () => reach.where(reachedQuery(), reach.of('other', sql.raw('r.other_id'))).getQueryAndParameters());
    expect(values).toEqual(['record', 'user-1', 'other', 'user-1']);
    expect(text).toContain('r.other_id IN (SELECT id FROM reached WHERE kind = $3 AND holder = $4)');
  });
});
