import { MIGRATIONS } from './migrations';
import { migrationsWith, pollForLock, type LockPolling, type MigrationClass } from './migrate';

const migration = (name: string) => ({ [name]: class {} })[name] as unknown as MigrationClass;

describe(migrationsWith.name, () => {
  it("puts the installation's migrations among the platform's by timestamp", () => {
    const early = migration('Early1763700000150');
    const late = migration('Late1799999999999');
    const all = migrationsWith([late, early]);
    expect(all).toHaveLength(MIGRATIONS.length + 2);
    expect(all.map((each) => each.name)).toEqual([
      'Platform1763700000000',
      'Early1763700000150',
      'Idempotency1763702000000',
      'OutboxCausedBy1763703000001',
      'IdempotencyEncrypted1763704000000',
      'Late1799999999999',
    ]);
  });

  it('takes a class listed twice once', () => {
    const unit = migration('Unit1763700000150');
    expect(migrationsWith([unit, unit, MIGRATIONS[0]]).filter((each) => each === unit || each === MIGRATIONS[0])).toEqual([MIGRATIONS[0], unit]);
  });

  it('refuses two migrations with one timestamp, and a class name without one', () => {
    expect(() => migrationsWith([migration('Clash1763700000000')])).toThrow('Platform1763700000000 and Clash1763700000000 have the same timestamp');
    expect(() => migrationsWith([migration('NoTimestamp')])).toThrow('must end with a 13-digit timestamp');
  });
});

describe(pollForLock.name, () => {
  /** A lock that is free from the `freeOnAttempt`-th attempt on, and the steps the loop took, in order. */
  function lockFreeOnAttempt(freeOnAttempt: number) {
    const steps: string[] = [];
    let attempts = 0;
    const polling: LockPolling = {
      tryLock: async () => {
        attempts += 1;
        steps.push('try');
        return attempts >= freeOnAttempt;
      },
      sleep: async (ms) => {
        steps.push(`sleep ${ms}`);
      },
      pollMs: 250,
      onWait: () => steps.push('waiting'),
    };
    return { polling, steps };
  }

  it('takes a free lock at the first attempt, without sleeping or saying it waits', async () => {
    const { polling, steps } = lockFreeOnAttempt(1);
    await pollForLock(polling);
    expect(steps).toEqual(['try']);
  });

  it('asks again after a sleep until the lock is free, and says once that it waits', async () => {
    const { polling, steps } = lockFreeOnAttempt(4);
    await pollForLock(polling);
    expect(steps).toEqual(['try', 'waiting', 'sleep 250', 'try', 'sleep 250', 'try', 'sleep 250', 'try']);
  });

  it('ends with the error of a failed attempt (a lost connection), without asking again', async () => {
    const tryLock = jest.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('Connection terminated'));
    const sleep = jest.fn().mockResolvedValue(undefined);
    await expect(pollForLock({ tryLock, sleep, pollMs: 10 })).rejects.toThrow('Connection terminated');
    expect(tryLock).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});
