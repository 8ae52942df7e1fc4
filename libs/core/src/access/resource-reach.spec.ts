import { sql } from '../database/sql';
import type { Principal } from '../auth/principal';
import { currentViewer, installReachPolicy, withReachOf } from './reach';
import { reachByResourceType, registerResourceReach, resourceReachOf } from './resource-reach';

describe('resource reach (docs/adr/0088-resources-declare-their-reach.md)', () => {
  const manager = { actor: { id: 'user-1' }, role: 'hiring_manager' } as unknown as Principal;
  const admin = { actor: { id: 'user-2' }, role: 'admin' } as unknown as Principal;
  const id = sql.raw('x.id');
  const matches = (type: string) => sql.raw(`x.type = '${type}'`);

  beforeAll(() => {
    installReachPolicy({ condition: (who, kind, column) => (who.role === 'admin' ? null : sql`${column} IN (SELECT id FROM reached_${sql.raw(kind)})`) });
    registerResourceReach([
      { type: 'spec_widget', reach: { kind: 'spec_owner' } },
      { type: 'spec_part', reach: { through: 'spec_owner', table: 'spec_parts', column: 'owner_id', metadataKey: 'ownerId' } },
      { type: 'spec_rule', reach: { table: 'spec_rules', rows: (alias) => (currentViewer()?.role === 'admin' ? null : sql`${sql.raw(alias)}.public`) } },
      { type: 'spec_setting', reach: 'installation' },
    ]);
  });

  it('builds each declared form, and FALSE for a type nobody declared', () => {
    withReachOf(manager, () => {
      expect(resourceReachOf('spec_widget', id)?.text).toBe('x.id IN (SELECT id FROM reached_spec_owner)');
      expect(resourceReachOf('spec_part', id)?.text).toBe(
        'EXISTS (SELECT 1 FROM spec_parts rr WHERE rr.id = x.id AND rr.owner_id IN (SELECT id FROM reached_spec_owner))',
      );
      expect(resourceReachOf('spec_part', id, sql.raw('x.metadata'))?.text).toBe('(x.metadata->>$1::text)::uuid IN (SELECT id FROM reached_spec_owner)');
      expect(resourceReachOf('spec_rule', id)?.text).toBe('EXISTS (SELECT 1 FROM spec_rules rr WHERE rr.id = x.id AND rr.public)');
      expect(resourceReachOf('spec_setting', id)).toBeNull();
      expect(resourceReachOf('spec_unknown', id)?.text).toBe('FALSE');
    });
  });

  it('leaves a row of an undeclared type out for a viewer with a reach condition (ELSE FALSE), and sets no condition for an admin', () => {
    const condition = withReachOf(manager, () => reachByResourceType(matches, id));
    expect(condition?.text).toMatch(/^CASE .*WHEN x.type = 'spec_widget' THEN x.id IN .* WHEN x.type = 'spec_setting' THEN TRUE ELSE FALSE END$/s);
    expect(withReachOf(admin, () => reachByResourceType(matches, id))).toBeNull();
    expect(withReachOf(undefined, () => reachByResourceType(matches, id))).toBeNull();
  });

  it('refuses a resource without a reach, a reach naming a table that is not an identifier, and one type with two reaches', () => {
    expect(() => registerResourceReach([{ type: 'spec_bare' }])).toThrow('Resource "spec_bare" declares no reach');
    expect(() => registerResourceReach([{ type: 'spec_bad', reach: { through: 'spec_owner', table: 'parts; DROP', column: 'owner_id' } }])).toThrow(
      'not lower snake case',
    );
    expect(() => registerResourceReach([{ type: 'spec_widget', reach: 'installation' }])).toThrow(
      'Resource "spec_widget" is declared twice with different reaches',
    );
    expect(() => registerResourceReach([{ type: 'spec_widget', reach: { kind: 'spec_owner' } }])).not.toThrow();
  });
});
