import type { EntityManager } from 'typeorm';
import type { RowJobQueue } from '../queue/row-job-queue';
import { OutboxConsumers, type OutboxEventRef } from './outbox-consumer';
import { RowJobFanout, type FanoutRows } from './row-job-fanout';

describe(RowJobFanout.name, () => {
  const tx = {} as EntityManager;
  const events: OutboxEventRef[] = [{ id: 'e1', type: 'candidate.created', createdAt: new Date() }];

  function fanout(ids: string[]) {
    const rows: FanoutRows = { fanOut: jest.fn().mockResolvedValue(ids) };
    const queue = { enqueue: jest.fn().mockResolvedValue(undefined) } as unknown as RowJobQueue<unknown>;
    const consumers = new OutboxConsumers();
    return { consumer: new RowJobFanout('things', consumers, rows, queue), consumers, rows, queue };
  }

  it('registers itself with the relay once, under its name', () => {
    const { consumer, consumers } = fanout([]);
    consumer.onModuleInit();
    consumer.onModuleInit();
    expect(consumers.all()).toEqual([consumer]);
    expect(consumer.name).toBe('things');
  });

  it("writes the context's rows in the relay's transaction and enqueues a job per row only after commit", async () => {
    const { consumer, rows, queue } = fanout(['r1', 'r2']);
    const afterCommit = await consumer.fanOut(tx, events);
    expect(rows.fanOut).toHaveBeenCalledWith(tx, events, expect.any(Date));
    expect(queue.enqueue).not.toHaveBeenCalled();
    await afterCommit?.();
    expect(queue.enqueue).toHaveBeenCalledWith([{ id: 'r1' }, { id: 'r2' }]);
  });

  it('leaves nothing to do after commit when no row was written', async () => {
    expect(await fanout([]).consumer.fanOut(tx, events)).toBeUndefined();
  });
});
