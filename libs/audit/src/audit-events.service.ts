import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor, FileResponse, parseIsoUtcDateTime, toPage, type Page } from '@app/core';
import { AuditLog } from './audit-log';
import { chainHash } from './domain/audit-event';
import { AuditRepository, type AuditRow } from './persistence/audit.repository';
import { auditEventBody, presentAuditEvent } from './representation/audit-event.presenter';
import type { AuditEventResponse, AuditVerificationResponse } from './representation/audit-event-response.dto';

export interface ListAuditEventsQuery {
  actorId?: string;
  apiKeyId?: string;
  resourceType?: string;
  resourceId?: string;
  action?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

export interface AuditRangeQuery {
  from?: string;
  to?: string;
}

/** Rows per statement of the export and the verification: memory stays flat whatever the range. */
const BATCH = 1000;
const date = (value: string | undefined) => (value === undefined ? undefined : parseIsoUtcDateTime(value));

/** Reads of the audit log (docs/api/audit.md): the list, the NDJSON export and the chain's verification. */
@Injectable()
export class AuditEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AuditRepository,
    private readonly log: AuditLog,
  ) {}

  /** GET /audit-events: sealed events, newest first. A resourceId also matches a candidate's pseudonym. */
  async list(query: ListAuditEventsQuery): Promise<Page<AuditEventResponse>> {
    const limit = query.limit ?? 20;
    const after = decodeCursor(query.cursor);
    const rows = await this.repository.list(
      this.dataSource,
      {
        actorId: query.actorId,
        apiKeyId: query.apiKeyId,
        resourceType: query.resourceType,
        resourceIds: query.resourceId === undefined ? undefined : [query.resourceId, this.log.pseudonym(query.resourceId)],
        action: query.action,
        from: date(query.from),
        to: date(query.to),
        after: after === undefined ? undefined : { occurredAt: after.createdAt, id: after.id },
      },
      limit,
    );
    return toPage(
      rows.map((row) => ({ ...row, createdAt: row.occurredAt })),
      limit,
      presentAuditEvent,
      (last) => encodeCursor({ createdAt: last.occurredAt, id: last.id }),
    );
  }

  /** GET /audit-events/export: the chain's stretch oldest first, one event per line, read in batches as the client takes them. */
  export(query: AuditRangeQuery): FileResponse {
    const lines = async function* (this: AuditEventsService): AsyncGenerator<string> {
      for await (const rows of this.stretchBatches(query)) yield rows.map((row) => `${JSON.stringify(presentAuditEvent(row))}\n`).join('');
    }.call(this);
    return new FileResponse(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' }, Readable.from(lines));
  }

  /** GET /audit-events/verify: recomputes every hash of the stretch and checks each link, from the first event's stored predecessor. */
  async verify(query: AuditRangeQuery): Promise<AuditVerificationResponse> {
    let events = 0;
    let expected: string | undefined;
    for await (const rows of this.stretchBatches(query)) {
      for (const row of rows) {
        expected ??= await this.repository.predecessorHash(this.dataSource, row.position as string);
        events += 1;
        if (row.prevHash !== expected || chainHash(expected, auditEventBody(row)) !== row.hash) return { verified: false, events, firstBrokenId: row.id };
        expected = row.hash;
      }
    }
    return { verified: true, events, firstBrokenId: null };
  }

  /** The sealed events from the first at or after `from` to the last before `to`, in chain order, a batch at a time. */
  private async *stretchBatches(query: AuditRangeQuery): AsyncGenerator<AuditRow[]> {
    const stretch = await this.repository.stretch(this.dataSource, date(query.from), date(query.to));
    if (stretch === null) return;
    let last: string | null = null;
    for (;;) {
      const rows = await this.repository.chainBatch(this.dataSource, stretch, last, BATCH);
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH) return;
      last = rows[rows.length - 1].position;
    }
  }
}
