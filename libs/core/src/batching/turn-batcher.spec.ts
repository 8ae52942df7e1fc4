import { TurnBatcher } from './turn-batcher';

describe(TurnBatcher.name, () => {
  it('runs the calls of one turn as one batch and answers each with its own result', async () => {
    const runBatch = jest.fn(async (items: readonly number[]) => items.map((item) => item * 10));
    const batcher = new TurnBatcher(runBatch, 100);
    await expect(Promise.all([batcher.run(1), batcher.run(2), batcher.run(3)])).resolves.toEqual([10, 20, 30]);
    expect(runBatch.mock.calls).toEqual([[[1, 2, 3]]]);
  });

  it('runs a full batch at once and the rest in the next one', async () => {
    const runBatch = jest.fn(async (items: readonly string[]) => items.map((item) => item.toUpperCase()));
    const batcher = new TurnBatcher(runBatch, 2);
    await expect(Promise.all(['a', 'b', 'c'].map((item) => batcher.run(item)))).resolves.toEqual(['A', 'B', 'C']);
    expect(runBatch.mock.calls).toEqual([[['a', 'b']], [['c']]]);
  });

  it('starts a new batch for calls made after the previous one started', async () => {
    const runBatch = jest.fn(async (items: readonly number[]) => items);
    const batcher = new TurnBatcher(runBatch, 100);
    await batcher.run(1);
    await batcher.run(2);
    expect(runBatch.mock.calls).toEqual([[[1]], [[2]]]);
  });

  it("rejects every call of a batch with the batch's error, or when it returns a result per item too few", async () => {
    const failing = new TurnBatcher(async () => Promise.reject(new Error('database down')), 100);
    const calls = [failing.run(1), failing.run(2)];
    for (const call of calls) await expect(call).rejects.toThrow('database down');
    const short = new TurnBatcher(async () => [1], 100);
    const answers = [short.run(1), short.run(2)];
    for (const answer of answers) await expect(answer).rejects.toThrow('A batch of 2 items returned 1 results');
  });

  it('runs the items of a failed batch again one by one, so an item that fails the batch fails only its own call', async () => {
    const runBatch = jest.fn(async (items: readonly number[]) => {
      if (items.includes(13)) throw new Error('13 is refused');
      return items.map((item) => item + 1);
    });
    const batcher = new TurnBatcher(runBatch, 100);
    const calls = [batcher.run(1), batcher.run(13), batcher.run(2)];
    await expect(calls[0]).resolves.toBe(2);
    await expect(calls[1]).rejects.toThrow('13 is refused');
    await expect(calls[2]).resolves.toBe(3);
    expect(runBatch.mock.calls).toEqual([[[1, 13, 2]], [[1]], [[13]], [[2]]]);
  });
});
