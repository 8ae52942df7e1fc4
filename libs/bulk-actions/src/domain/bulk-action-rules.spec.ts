import { ACTION_RULES, BULK_ACTIONS, finishedStatus, idsFieldOf } from './bulk-action-rules';

describe('bulk action rules', () => {
  it('gives every action a subject and the scope of its own route', () => {
    for (const action of BULK_ACTIONS) expect(ACTION_RULES[action].scope).toMatch(/^[a-z_]+:write$/);
    expect(idsFieldOf('reject')).toBe('applicationIds');
    expect(idsFieldOf('add_to_pool')).toBe('candidateIds');
  });

  it('is done once every item has a result', () => {
    expect(finishedStatus(3, { succeeded: 1, failed: 1, skipped: 1 })).toBe('succeeded');
    expect(finishedStatus(3, { succeeded: 0, failed: 2, skipped: 0 })).toBeNull();
  });
});
