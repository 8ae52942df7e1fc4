import { InvalidStateError } from '@app/core';
import { BACKGROUND_CHECK_STATUSES, BackgroundCheckRules, type BackgroundCheckAction, type BackgroundCheckStatus } from './background-check-rules';

function outcome(status: BackgroundCheckStatus, action: BackgroundCheckAction): string {
  try {
    return BackgroundCheckRules.next(status, action);
  } catch (error) {
    if (!(error instanceof InvalidStateError)) throw error;
    return `409 ${JSON.stringify(error.details)}`;
  }
}

describe(BackgroundCheckRules.name, () => {
  it('moves requested → in_progress → completed, and cancels what is not finished', () => {
    const table = Object.fromEntries(
      BACKGROUND_CHECK_STATUSES.map((status) => [
        status,
        { start: outcome(status, 'start'), complete: outcome(status, 'complete'), cancel: outcome(status, 'cancel') },
      ]),
    );
    expect(table).toEqual({
      requested: { start: 'in_progress', complete: '409 {"status":"requested","allowed":["in_progress"]}', cancel: 'canceled' },
      in_progress: { start: '409 {"status":"in_progress","allowed":["requested"]}', complete: 'completed', cancel: 'canceled' },
      completed: {
        start: '409 {"status":"completed","allowed":["requested"]}',
        complete: '409 {"status":"completed","allowed":["in_progress"]}',
        cancel: '409 {"status":"completed","allowed":["requested","in_progress"]}',
      },
      canceled: {
        start: '409 {"status":"canceled","allowed":["requested"]}',
        complete: '409 {"status":"canceled","allowed":["in_progress"]}',
        cancel: '409 {"status":"canceled","allowed":["requested","in_progress"]}',
      },
    });
  });

  it('names the status in the message', () => {
    expect(() => BackgroundCheckRules.next('completed', 'cancel')).toThrow('A background check that is completed cannot be canceled');
  });
});
