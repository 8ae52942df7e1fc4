import { ConflictError, NotFoundError, ValidationFailedError } from '@app/core';
import { OrganizationModule, OrgUnitsService } from '@app/organization';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { UNKNOWN_UUID } from '../../helpers/ids';

/** Department and office trees (docs/api/organization.md#trees): at most ten levels, no cycle, deletion only of unused nodes. */
describe('OrgUnitsService: trees', () => {
  let context: BootedContext;
  let units: OrgUnitsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [OrganizationModule] });
    units = context.get(OrgUnitsService);
  });
  afterAll(() => context?.close());

  /** A chain of `levels` departments, root first. */
  async function chain(levels: number, kind: 'department' | 'office' = 'department'): Promise<string[]> {
    const ids: string[] = [];
    for (let level = 1; level <= levels; level++) {
      const unit = await units.create(context.actor, kind, { name: `Level ${level}`, parentId: ids.at(-1) ?? null });
      ids.push(unit.id);
    }
    return ids;
  }

  const issuesOf = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ValidationFailedError);
    return (error as ValidationFailedError).issues;
  };

  it('takes ten levels and refuses an 11th at parentId', async () => {
    const ids = await chain(10);
    const issues = await issuesOf(units.create(context.actor, 'department', { name: 'Eleventh', parentId: ids[9] }));
    expect(issues).toEqual([{ location: 'body', path: 'parentId', message: expect.stringContaining('11 levels deep') }]);
  });

  it('refuses a move that would push the subtree below ten levels, and takes one that fits', async () => {
    const deep = await chain(6);
    const moved = await chain(5);
    const issues = await issuesOf(units.update(context.actor, 'department', moved[0], { parentId: deep[5] }));
    expect(issues[0]).toMatchObject({ path: 'parentId', message: expect.stringContaining('11 levels deep') });
    const fits = await units.update(context.actor, 'department', moved[0], { parentId: deep[4] });
    expect(fits.parentId).toBe(deep[4]);
  });

  it('refuses the node itself or a descendant as its parent (a cycle)', async () => {
    const ids = await chain(3, 'office');
    expect((await issuesOf(units.update(context.actor, 'office', ids[0], { parentId: ids[0] })))[0].message).toMatch(/cycle/);
    expect((await issuesOf(units.update(context.actor, 'office', ids[0], { parentId: ids[2] })))[0].message).toMatch(/cycle/);
    expect(await units.update(context.actor, 'office', ids[2], { parentId: null })).toMatchObject({ parentId: null });
  });

  it('refuses an unknown parent, and a parent of the other tree', async () => {
    const office = await units.create(context.actor, 'office', { name: 'Berlin' });
    for (const parentId of [UNKNOWN_UUID, office.id]) {
      expect(await issuesOf(units.create(context.actor, 'department', { name: 'Orphan', parentId }))).toEqual([
        { location: 'body', path: 'parentId', message: `parentId ${parentId} is not a department` },
      ]);
    }
  });

  it('deletes a leaf, refuses a parent with 409 CONFLICT counting its children, and answers 404 afterwards', async () => {
    const [root, child] = await chain(2);
    const refusal = units.delete(context.actor, 'department', root);
    await expect(refusal).rejects.toBeInstanceOf(ConflictError);
    await expect(refusal).rejects.toMatchObject({ details: { jobs: 0, children: 1 } });
    expect(await units.delete(context.actor, 'department', child)).toEqual({ deleted: true });
    expect(await units.delete(context.actor, 'department', root)).toEqual({ deleted: true });
    await expect(units.get('department', root)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('changes only the fields sent, and an office keeps its location', async () => {
    const office = await units.create(context.actor, 'office', { name: 'Lisbon', location: 'Avenida 1', externalId: 'OFF-LIS' });
    expect(await units.update(context.actor, 'office', office.id, {})).toEqual(office);
    const renamed = await units.update(context.actor, 'office', office.id, { name: 'Lisboa', externalId: null });
    expect(renamed).toMatchObject({ name: 'Lisboa', location: 'Avenida 1', externalId: null });
  });
});
