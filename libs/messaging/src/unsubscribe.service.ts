import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid, newId, NotFoundError } from '@app/core';
import { MessagesRepository } from './persistence/messages.repository';

/** The one-click unsubscribe of a mail's List-Unsubscribe URL (docs/api/messaging.md#suppression). */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MessagesRepository,
  ) {}

  /** Lists the thread's candidate's address as `unsubscribed`; again is a no-op (an address already listed keeps its reason). */
  async unsubscribe(token: string): Promise<{ unsubscribed: true }> {
    await this.dataSource.transaction(async (tx) => {
      const target = isUuid(token) ? await this.repository.unsubscribeTarget(tx, token) : null;
      if (target === null) throw new NotFoundError('Unsubscribe link');
      await this.repository.suppress(tx, {
        id: newId(),
        address: target.email,
        reason: 'unsubscribed',
        candidateId: target.candidateId,
        createdAt: new Date(),
      });
    });
    return { unsubscribed: true };
  }
}
