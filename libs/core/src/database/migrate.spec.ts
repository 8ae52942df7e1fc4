import { MIGRATIONS } from './migrations';
import { migrationsWith, type MigrationClass } from './migrate';

const migration = (name: string) => ({ [name]: class {} })[name] as unknown as MigrationClass;

describe(migrationsWith.name, () => {
  it("puts an extension's migrations among ours by timestamp", () => {
    const early = migration('Early1763700000150');
    const late = migration('Late1799999999999');
    const all = migrationsWith([late, early]);
    expect(all).toHaveLength(MIGRATIONS.length + 2);
    expect(all.indexOf(early)).toBe(2);
    expect(all.at(-1)).toBe(late);
  });

  it('refuses two migrations with one timestamp, and a class name without one', () => {
    expect(() => migrationsWith([migration('Clash1763700000000')])).toThrow('Platform1763700000000 and Clash1763700000000 have the same timestamp');
    expect(() => migrationsWith([migration('NoTimestamp')])).toThrow('must end with a 13-digit timestamp');
  });
});
