import { dueDateAfter, MAX_DUE_IN_HOURS } from './create-task.action';

describe('create_task dueDate', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('is dueInHours after the step runs', () => {
    expect(dueDateAfter(1, now)).toBe('2026-11-21T11:00:00.000Z');
    expect(dueDateAfter(48, now)).toBe('2026-11-23T10:00:00.000Z');
    expect(dueDateAfter(MAX_DUE_IN_HOURS, now)).toBe('2027-11-21T10:00:00.000Z');
  });

  it('crosses month and leap-day boundaries by elapsed time', () => {
    expect(dueDateAfter(24, new Date('2028-02-28T23:30:00.000Z'))).toBe('2028-02-29T23:30:00.000Z');
    expect(dueDateAfter(2, new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01T01:00:00.000Z');
  });

  it('is absent when dueInHours is', () => {
    expect(dueDateAfter(undefined, now)).toBeNull();
  });
});
