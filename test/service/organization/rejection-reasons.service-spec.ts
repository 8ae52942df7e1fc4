import { NotFoundError } from '@app/core';
import { OrganizationModule, RejectionReasonsService } from '@app/organization';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { UNKNOWN_UUID } from '../../helpers/ids';

/** Rejection reasons (docs/api/organization.md#rejection-reasons): archived, never deleted; a PATCH changes only what it sends. */
describe('RejectionReasonsService', () => {
  let context: BootedContext;
  let reasons: RejectionReasonsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [OrganizationModule] });
    reasons = context.get(RejectionReasonsService);
  });
  afterAll(() => context?.close());

  const eventsOf = async (id: string) => {
    const rows = await context.db.query<Array<{ type: string }>>(`SELECT type FROM outbox_events WHERE payload->'data'->>'id' = $1 ORDER BY id`, [id]);
    return rows.map((row) => row.type);
  };

  it('creates an unarchived reason by default, archives it, and records an event per change only', async () => {
    const reason = await reasons.create(context.actor, { name: 'Salary expectations', type: 'candidate' });
    expect(reason).toMatchObject({ name: 'Salary expectations', type: 'candidate', archived: false });
    expect(await reasons.update(context.actor, reason.id, { name: 'Salary expectations' })).toEqual(reason);
    const archived = await reasons.update(context.actor, reason.id, { archived: true });
    expect(archived).toMatchObject({ archived: true, name: 'Salary expectations' });
    expect(await reasons.get(reason.id)).toEqual(archived);
    expect(await eventsOf(reason.id)).toEqual(['rejection_reason.created', 'rejection_reason.updated']);
  });

  it('answers NOT_FOUND for an unknown reason', async () => {
    await expect(reasons.get(UNKNOWN_UUID)).rejects.toBeInstanceOf(NotFoundError);
    await expect(reasons.update(context.actor, UNKNOWN_UUID, { archived: true })).rejects.toBeInstanceOf(NotFoundError);
  });
});
