import { settledWithin } from './settled-within';

describe(settledWithin.name, () => {
  it('is true once the work settles, either way', async () => {
    await expect(settledWithin(Promise.resolve('done'), 1000)).resolves.toBe(true);
    await expect(settledWithin(Promise.reject(new Error('failed')), 1000)).resolves.toBe(true);
    await expect(settledWithin(undefined, 1000)).resolves.toBe(true);
  });

  it('is false when the work has not settled in time (a command waiting for a Redis that is away)', async () => {
    await expect(settledWithin(new Promise(() => undefined), 20)).resolves.toBe(false);
  });
});
