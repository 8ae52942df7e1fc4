import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, type RowLock } from '@app/core';
import type { TextStatus } from '../domain/document-rules';
import { DocumentEntity } from './document.entity';
import type { ListDocumentsQuery } from '../representation/document-requests';

/** The document context's queries that are more than one line. */
@Injectable()
export class DocumentsRepository {
  constructor(@InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>) {}

  list(candidateId: string, query: ListDocumentsQuery): Promise<DocumentEntity[]> {
    const builder = this.documents.createQueryBuilder('d').where('d.candidate_id = :candidateId', { candidateId });
    if (query.kind !== undefined) builder.andWhere('d.kind = :kind', { kind: query.kind });
    return keysetPage(builder, 'd', query).getMany();
  }

  /** The document when the request reaches its candidate (docs/api/access.md), locked as asked. */
  findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<DocumentEntity | null> {
    const builder = tx.createQueryBuilder(DocumentEntity, 'd').where('d.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('d.candidate_id'))), lock).getOne();
  }

  findBySha(tx: EntityManager, candidateId: string, sha256: string): Promise<DocumentEntity | null> {
    return tx.findOne(DocumentEntity, { where: { candidateId, sha256 } });
  }

  async textOf(id: string): Promise<{ textStatus: TextStatus; text: string | null } | null> {
    const builder = this.documents.createQueryBuilder('d').select(['d.textStatus', 'd.text']).where('d.id = :id', { id });
    const row = await reach.where(builder, reach.of('candidate', sql.raw('d.candidate_id'))).getOne();
    return row === null ? null : { textStatus: row.textStatus, text: row.text };
  }

  /** Records the extraction's outcome, only while the row is still pending (a second job changes nothing). */
  async recordText(id: string, textStatus: Exclude<TextStatus, 'pending'>, text: string | null): Promise<void> {
    await this.documents.update({ id, textStatus: 'pending' }, { textStatus, text, updatedAt: new Date() });
  }

  /** Pending rows older than `graceMs` (their job may be gone), oldest first. */
  async pendingText(graceMs: number, limit: number): Promise<Array<{ id: string }>> {
    return runSql(
      this.documents.manager,
      sql`SELECT id FROM documents WHERE text_status = 'pending' AND created_at <= ${new Date(Date.now() - graceMs)} ORDER BY created_at LIMIT ${limit}`,
    );
  }

  /** Which of these storage keys a row references. */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await runSql<{ storage_key: string }>(this.documents.manager, sql`SELECT storage_key FROM documents WHERE storage_key = ANY(${keys})`);
    return new Set(rows.map((row) => row.storage_key));
  }

  /**
   * Candidate erasure: the filename in the activity metadata of the candidate's document events
   * (also of documents deleted earlier) can name the person; it becomes null, marked `redacted`.
   */
  async redactActivityFilenames(tx: EntityManager, candidateId: string): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE activity_events SET metadata = metadata || '{"filename": null, "redacted": true}'::jsonb
        WHERE entity_type = 'document' AND metadata->>'candidateId' = ${candidateId} AND metadata->>'filename' IS NOT NULL`,
    );
  }

  /**
   * Candidate merge, before the duplicate's rows move: deletes those whose bytes the survivor already
   * holds (one document per candidate and sha256); returns their storage keys.
   */
  async deleteHeldByBoth(tx: EntityManager, survivorId: string, duplicateId: string): Promise<string[]> {
    const rows = await runSql<{ storage_key: string }>(
      tx,
      sql`DELETE FROM documents duplicate USING documents survivor
        WHERE duplicate.candidate_id = ${duplicateId} AND survivor.candidate_id = ${survivorId} AND survivor.sha256 = duplicate.sha256
        RETURNING duplicate.storage_key`,
    );
    return rows.map((row) => row.storage_key);
  }

  /** Deletes a candidate's rows in the caller's transaction; returns their storage keys. */
  async deleteForCandidate(tx: EntityManager, candidateId: string): Promise<Array<{ id: string; storageKey: string }>> {
    const rows = await runSql<{ id: string; storage_key: string }>(
      tx,
      sql`DELETE FROM documents WHERE candidate_id = ${candidateId} RETURNING id, storage_key`,
    );
    return rows.map((row) => ({ id: row.id, storageKey: row.storage_key }));
  }
}
