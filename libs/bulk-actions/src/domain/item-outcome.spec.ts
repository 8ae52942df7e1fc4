import { outcomeOfRefusal } from './item-outcome';

describe('an item refused by its route', () => {
  const id = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';

  it('is skipped when there is nothing to do', () => {
    expect(outcomeOfRefusal('add_to_pool', { code: 'CONFLICT', message: 'in pool', kind: 'already-in-pool' }, id)).toEqual({ status: 'skipped', error: null });
    expect(outcomeOfRefusal('remove_tag', { code: 'NOT_FOUND', message: 'no tag', kind: 'tag-not-on-candidate' }, id)).toEqual({
      status: 'skipped',
      error: null,
    });
  });

  it('fails with the route error, body paths under params', () => {
    const state = { code: 'INVALID_STATE', message: 'rejected', details: { status: 'rejected', allowed: ['active'] } };
    expect(outcomeOfRefusal('reject', state, id)).toEqual({ status: 'failed', error: state });
    const stage = { code: 'VALIDATION_ERROR', message: 'invalid', details: [{ location: 'body', path: 'toStageId', message: 'not a stage' }] };
    expect(outcomeOfRefusal('move', stage, id).error).toEqual({ ...stage, details: [{ location: 'body', path: 'params.toStageId', message: 'not a stage' }] });
  });

  it('is NOT_FOUND for a candidate the pool route cannot see', () => {
    const refusal = { code: 'VALIDATION_ERROR', message: 'invalid', details: [{ location: 'body', path: 'candidateId', message: 'not a candidate' }] };
    expect(outcomeOfRefusal('add_to_pool', refusal, id)).toEqual({ status: 'failed', error: { code: 'NOT_FOUND', message: `Candidate ${id} not found` } });
  });
});
