import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

@Injectable()
export class InterviewsService {
  /** For other contexts: whether the interview exists. */
  async exists(tx: EntityManager, id: string): Promise<boolean> {
    const rows: unknown[] = await tx.query('SELECT 1 FROM interviews WHERE id = $1', [id]);
    return rows.length > 0;
  }
}
