import { Injectable } from '@nestjs/common';

/**
 * The BullMQ queues of this process, as the contexts registered them (`QueueModule.forQueue`): the
 * queue dashboard shows them and the worker's metrics count their jobs, without core naming any.
 */
@Injectable()
export class KnownQueues {
  private readonly registered = new Set<string>();

  add(name: string): void {
    this.registered.add(name);
  }

  names(): string[] {
    return [...this.registered].sort();
  }
}
