import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockClause, type PageQueryDto, type RowLock } from '@app/core';
import type { ListCandidatesDto } from '../http/dto/list-candidates.dto';
import type { NoteMentionResponse } from '../http/dto/candidate-response.dto';
import { CandidateEntity } from './candidate.entity';
import { NoteEntity } from './note.entity';
import { TagEntity } from './tag.entity';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The candidate context's queries that are more than one line. */
@Injectable()
export class CandidateRepository {
  constructor(@InjectRepository(CandidateEntity) private readonly candidates: Repository<CandidateEntity>) {}

  async exists(tx: EntityManager, id: string, lock?: RowLock): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM candidates WHERE id = $1${lockClause(lock)}`, [id]);
    return rows.length > 0;
  }

  list(query: ListCandidatesDto): Promise<CandidateEntity[]> {
    const builder = this.candidates.createQueryBuilder('c');
    if (query.email !== undefined) builder.andWhere('lower(c.email) = lower(:email)', { email: query.email });
    if (query.q !== undefined) {
      builder.andWhere(`lower(c.first_name || ' ' || c.last_name || ' ' || c.email) LIKE :pattern`, { pattern: `%${escapeLike(query.q.toLowerCase())}%` });
    }
    if (query.tag !== undefined) {
      builder.andWhere(
        `EXISTS (SELECT 1 FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = c.id AND lower(t.label) = lower(:tag))`,
        { tag: query.tag },
      );
    }
    return keysetPage(builder, 'c', query).getMany();
  }

  /** The tag with this label (any letter case), created with this spelling when new. */
  async upsertTag(tx: EntityManager, tag: TagEntity): Promise<TagEntity> {
    const rows: Array<{ id: string; label: string; created_at: Date }> = await tx.query(
      `INSERT INTO tags (id, label, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (lower(label)) DO UPDATE SET label = tags.label
       RETURNING id, label, created_at`,
      [tag.id, tag.label, tag.createdAt],
    );
    return tx.create(TagEntity, { id: rows[0].id, label: rows[0].label, createdAt: rows[0].created_at });
  }

  /** True when the tag was newly attached, false when the candidate already had it. */
  async attachTag(tx: EntityManager, candidateId: string, tagId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO candidate_tags (candidate_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING tag_id`,
      [candidateId, tagId],
    );
    return rows.length > 0;
  }

  async detachTag(tx: EntityManager, candidateId: string, tagId: string): Promise<TagEntity | null> {
    const rows: Array<{ id: string; label: string; created_at: Date }> = await tx.query(
      `WITH removed AS (DELETE FROM candidate_tags WHERE candidate_id = $1 AND tag_id = $2 RETURNING tag_id)
       SELECT t.id, t.label, t.created_at FROM tags t JOIN removed r ON r.tag_id = t.id`,
      [candidateId, tagId],
    );
    return rows.length === 0 ? null : tx.create(TagEntity, { id: rows[0].id, label: rows[0].label, createdAt: rows[0].created_at });
  }

  listTags(candidateId: string, page: PageQueryDto): Promise<TagEntity[]> {
    const builder = this.candidates.manager
      .createQueryBuilder(TagEntity, 't')
      .innerJoin('candidate_tags', 'ct', 'ct.tag_id = t.id')
      .where('ct.candidate_id = :candidateId', { candidateId });
    return keysetPage(builder, 't', page).getMany();
  }

  listNotes(candidateId: string, page: PageQueryDto): Promise<NoteEntity[]> {
    const builder = this.candidates.manager.createQueryBuilder(NoteEntity, 'n').where('n.candidate_id = :candidateId', { candidateId });
    return keysetPage(builder, 'n', page).getMany();
  }

  async insertMentions(tx: EntityManager, noteId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `INSERT INTO note_mentions (note_id, user_id, position) SELECT $1, u.id, u.position - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, position)`,
      [noteId, userIds],
    );
  }

  /** Mentions of each note, in the order they were given. */
  async mentionsOf(tx: EntityManager, noteIds: readonly string[]): Promise<Map<string, NoteMentionResponse[]>> {
    const mentions = new Map<string, NoteMentionResponse[]>(noteIds.map((id) => [id, []]));
    if (noteIds.length === 0) return mentions;
    const rows: Array<{ note_id: string; user_id: string; name: string }> = await tx.query(
      `SELECT m.note_id, m.user_id, u.name FROM note_mentions m JOIN users u ON u.id = m.user_id
        WHERE m.note_id = ANY($1::uuid[]) ORDER BY m.note_id, m.position`,
      [noteIds],
    );
    for (const row of rows) mentions.get(row.note_id)?.push({ userId: row.user_id, name: row.name });
    return mentions;
  }
}
