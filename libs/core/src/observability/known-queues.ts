import * as queueNames from '../queue/queue-names';

/**
 * The names of every BullMQ queue: each `*_QUEUE` constant of core/queue/queue-names.ts, so that a
 * queue added there is counted by the worker's metrics and shown on the dashboard without more ado.
 */
export function knownQueueNames(): string[] {
  return Object.entries(queueNames as Record<string, unknown>)
    .filter(([name, value]) => name.endsWith('_QUEUE') && typeof value === 'string')
    .map(([, value]) => value as string)
    .sort();
}
