import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { decodeLeadingCursor, keysetPage, pageLimit, type LeadingKeyset, type PageQueryDto } from '@app/core';
import type { ListCandidatesDto } from '../http/dto/list-candidates.dto';
import type { NoteMentionResponse } from '../http/dto/candidate-response.dto';
import { CandidateEntity } from './candidate.entity';
import { NoteEntity } from './note.entity';
import { TagEntity } from './tag.entity';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);

/**
 * Relevance of a candidate to `q` (CONTRACT §9): the full-text rank (name and email weigh most, then
 * headline and tags, then the rest), plus a bonus when the name or email has a word starting with `q`
 * (1) or merely contains it (0.25), so `marg` ranks Margaret first.
 */
const SEARCH_SCORE = `(ts_rank(s.vector, websearch_to_tsquery('ats_search', :q))::float8
  + CASE WHEN s.name_key ~ ats_unaccent(lower(:wordStart)) THEN 1 WHEN s.name_key LIKE ats_unaccent(lower(:contains)) THEN 0.25 ELSE 0 END)`;

/** A candidate found by `q`, with the relevance its page is ordered by. */
export interface ScoredCandidate extends LeadingKeyset {
  candidate: CandidateEntity;
}

/** The candidate context's queries that are more than one line. */
@Injectable()
export class CandidateRepository {
  constructor(@InjectRepository(CandidateEntity) private readonly candidates: Repository<CandidateEntity>) {}

  async exists(tx: EntityManager, id: string, lock: 'none' | 'share' = 'none'): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM candidates WHERE id = $1${lock === 'share' ? ' FOR SHARE' : ''}`, [id]);
    return rows.length > 0;
  }

  list(query: ListCandidatesDto): Promise<CandidateEntity[]> {
    const builder = this.candidates.createQueryBuilder('c');
    for (const condition of this.filterConditions(query, 'c.id')) builder.andWhere(condition);
    return keysetPage(builder.setParameters({ email: query.email, tag: query.tag }), 'c', query).getMany();
  }

  /**
   * Candidates matching `q` (full text, or a name or email containing it), most relevant first. The page
   * is ranked and cut in `candidate_search` (two index scans), and only its rows are read from `candidates`.
   */
  async search(query: ListCandidatesDto & { q: string }): Promise<ScoredCandidate[]> {
    const after = decodeLeadingCursor(query.cursor, Number.isFinite);
    const conditions = this.filterConditions(query, 'm.candidate_id');
    if (after !== undefined) conditions.push('(m.score, m.created_at, m.candidate_id) < (:afterScore::float8, :afterCreatedAt, :afterId)');
    const page = `(
      SELECT m.candidate_id, m.score FROM (
        SELECT s.candidate_id, s.created_at, ${SEARCH_SCORE} AS score FROM candidate_search s
         WHERE s.vector @@ websearch_to_tsquery('ats_search', :q)
        UNION ALL
        SELECT s.candidate_id, s.created_at, ${SEARCH_SCORE} FROM candidate_search s
         WHERE s.name_key LIKE ats_unaccent(lower(:contains)) AND NOT s.vector @@ websearch_to_tsquery('ats_search', :q)
      ) m
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY m.score DESC, m.created_at DESC, m.candidate_id DESC LIMIT :pageRows)`;
    const { raw, entities } = await this.candidates
      .createQueryBuilder('c')
      .innerJoin(page, 'page', 'page.candidate_id = c.id')
      .addSelect('page.score', 'score')
      .setParameters({
        q: query.q,
        email: query.email,
        tag: query.tag,
        contains: `%${escapeLike(query.q)}%`,
        wordStart: `(^|[^[:alnum:]])${escapeRegex(query.q)}`,
        pageRows: pageLimit(query) + 1,
        afterScore: after?.lead,
        afterCreatedAt: after?.createdAt,
        afterId: after?.id,
      })
      .orderBy('page.score', 'DESC')
      .addOrderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getRawAndEntities<{ score: number }>();
    return entities.map((candidate, index) => ({ candidate, lead: raw[index].score, createdAt: candidate.createdAt, id: candidate.id }));
  }

  /** Every list filter but `q`, as conditions on the candidate whose id is in the column `id`. */
  private filterConditions(query: ListCandidatesDto, id: string): string[] {
    const conditions: string[] = [];
    if (query.email !== undefined) conditions.push(`EXISTS (SELECT 1 FROM candidates f WHERE f.id = ${id} AND lower(f.email) = lower(:email))`);
    if (query.tag !== undefined) {
      conditions.push(`EXISTS (SELECT 1 FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = ${id} AND lower(t.label) = lower(:tag))`);
    }
    return conditions;
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
