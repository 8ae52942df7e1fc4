import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager, type EntityMetadata } from 'typeorm';
import {
  columnNames,
  columnValues,
  decodeWindowedCursor,
  entityColumns,
  insertableColumns,
  keysetPage,
  lockClause,
  namedParameters,
  pageLimit,
  preparedSelect,
  preparedStatement,
  runPrepared,
  reach,
  runSql,
  selectColumns,
  sql,
  type BoundStatement,
  type EntityColumn,
  type Keyset,
  type PageQueryDto,
  type RowLock,
  type Sql,
  type WindowedKeyset,
} from '@app/core';
import { DUPLICATE_REASONS, type DuplicateMatch } from '../domain/candidate-duplicates';
import type { NoteMentionResponse } from '../representation/candidate-response.dto';
import type { CandidateIdentityField, CandidateIdentityKey } from '../candidate-identity.policy';
import { CandidateEntity } from './candidate.entity';
import type { CandidateMergePair } from '../domain/candidate-merge-rules';
import { reassignCandidateRows } from './candidate-references';
import { NoteEntity } from './note.entity';
import { TagEntity } from './tag.entity';
import type { ListCandidatesQuery } from '../representation/candidate-requests';
import {
  filterConditions,
  filterValues,
  pageAfterWindow,
  pagePosition,
  rankedPage,
  searchFilters,
  searchPreparation,
  UNRANKED,
  type RankedPageRow,
  type SearchPreparation,
} from './search/candidate-search';
import { phraseFreeQuery } from './search/phrase-free-query';
import { searchTerms } from './search/search-terms';

/**
 * The statements of the hot paths (docs/architecture.md, "Hot paths"), written from the entities' columns
 * as the DataSource maps them (SnakeNamingStrategy): a column added to an entity needs no edit here.
 * Made once per process, at the first repository's construction (prepared statement names are per process).
 */
export interface CandidateHotPaths {
  candidateColumns: EntityColumn[];
  /** `c.<column> AS "<property>", ...`: a candidate row in the entity's shape. */
  candidateSelect: Sql;
  candidateById: (id: string, lock?: RowLock) => BoundStatement;
  candidateInsert: (candidate: CandidateEntity) => BoundStatement;
  noteInsert: (note: NoteEntity) => BoundStatement;
}

let hotPaths: CandidateHotPaths | undefined;

export function candidateHotPaths(candidate: EntityMetadata, note: EntityMetadata): CandidateHotPaths {
  if (hotPaths !== undefined) return hotPaths;
  const candidateColumns = entityColumns(candidate);
  const noteColumns = entityColumns(note);
  const insert = (table: string, entityColumns: EntityColumn[]) => {
    const columns = insertableColumns(entityColumns);
    const into = sql`INSERT INTO ${sql.raw(table)} (${columnNames(columns)})`;
    return (row: object) => sql`${into} VALUES (${sql.list(columnValues(columns, row))})`;
  };
  const byIdColumns = selectColumns(candidateColumns);
  hotPaths = {
    candidateColumns,
    candidateSelect: selectColumns(candidateColumns, 'c'),
    candidateById: preparedSelect('candidate_by_id', (id: string) => sql`SELECT ${byIdColumns} FROM candidates WHERE id = ${id}`),
    candidateInsert: preparedStatement('candidate_insert', insert(candidate.tableName, candidateColumns)),
    noteInsert: preparedStatement('note_insert', insert(note.tableName, noteColumns)),
  };
  return hotPaths;
}

/** A candidate found by `q`, with the relevance its page is ordered by and the ranked window it was ranked in. */
export interface ScoredCandidate extends WindowedKeyset {
  candidate: CandidateEntity;
}

export const SIMILAR_NAME_THRESHOLD = 0.6;
/** The expression of the trigram index `candidates_full_name_trgm_idx`. */
const FULL_NAME = `lower(first_name || ' ' || last_name)`;

/** What the look-up of a candidate's duplicates matches on: the candidate's own keys, read first. */
export interface DuplicateSubject {
  id: string;
  email_local: string;
  phone_digits: string | null;
  linkedin_key: string | null;
  full_name: string;
}

/**
 * The candidates that share a key with `subject`, best first, at most `limit`.
 * Score: each reason is independent evidence with a weight (LinkedIn 0.9, phone 0.8, email local
 * part 0.6, name 0.5 × similarity), combined as 1 − Π(1 − weight): more reasons, higher score, at most 1.
 */
export function duplicatesStatement(subject: DuplicateSubject, limit: number): Sql {
  const [emailLocal, phone, linkedin, fullName] = [subject.email_local, subject.phone_digits, subject.linkedin_key, subject.full_name].map((value) =>
    sql.param(value),
  );
  const [name, threshold] = [sql.raw(FULL_NAME), sql.raw(String(SIMILAR_NAME_THRESHOLD))];
  return sql`
  WITH matches AS (
    SELECT id FROM candidates WHERE email_local = ${emailLocal}
    UNION SELECT id FROM candidates WHERE phone_digits = ${phone}
    UNION SELECT id FROM candidates WHERE linkedin_key = ${linkedin}
    UNION SELECT id FROM candidates WHERE ${name} % ${fullName}
  ), reasons AS (
    SELECT c.id, c.created_at,
           c.email_local = ${emailLocal} AS same_email_local_part,
           coalesce(c.phone_digits = ${phone}, false) AS same_phone,
           coalesce(c.linkedin_key = ${linkedin}, false) AS same_linkedin,
           similarity(${name}, ${fullName}) AS name_similarity
      FROM matches m JOIN candidates c ON c.id = m.id
     WHERE c.id <> ${subject.id}${reach.and(reach.of('candidate', sql.raw('c.id')))}
  )
  SELECT id, same_email_local_part, same_phone, same_linkedin, name_similarity >= ${threshold} AS similar_name,
         round((1 - (1 - CASE WHEN same_email_local_part THEN 0.6 ELSE 0 END)
                  * (1 - CASE WHEN same_phone THEN 0.8 ELSE 0 END)
                  * (1 - CASE WHEN same_linkedin THEN 0.9 ELSE 0 END)
                  * (1 - CASE WHEN name_similarity >= ${threshold} THEN 0.5 * name_similarity ELSE 0 END))::numeric, 4)::float8 AS score
    FROM reasons
   WHERE same_email_local_part OR same_phone OR same_linkedin OR name_similarity >= ${threshold}
   ORDER BY score DESC, created_at DESC, id DESC
   LIMIT ${limit}`;
}

/** The candidate context's queries that are more than one line. */
@Injectable()
export class CandidateRepository {
  private readonly hotPaths: CandidateHotPaths;

  constructor(@InjectRepository(CandidateEntity) private readonly candidates: Repository<CandidateEntity>) {
    this.hotPaths = candidateHotPaths(candidates.metadata, candidates.manager.connection.getMetadata(NoteEntity));
  }

  async exists(tx: EntityManager, id: string, lock?: RowLock): Promise<boolean> {
    const rows = await runSql(
      tx,
      sql`SELECT 1 FROM candidates c WHERE id = ${id}${reach.and(reach.of('candidate', sql.raw('c.id')))}${sql.raw(lockClause(lock))}`,
    );
    return rows.length > 0;
  }

  /** Whether the request reaches the candidate (docs/api/access.md); no statement when it reaches every one. */
  async isReached(tx: EntityManager, id: string): Promise<boolean> {
    const reached = reach.of('candidate', sql.raw('c.id'));
    if (reached === null) return true;
    return (await runSql(tx, sql`SELECT 1 FROM candidates c WHERE c.id = ${id} AND ${reached}`)).length > 0;
  }

  /** The candidates with these ids that exist, locked FOR UPDATE in id order: two merges of one pair (any direction) queue up instead of deadlocking. */
  lockInIdOrder(tx: EntityManager, ids: readonly string[]): Promise<CandidateEntity[]> {
    const builder = tx.createQueryBuilder(CandidateEntity, 'c').where('c.id IN (:...ids)', { ids: [...ids] });
    return reach
      .where(builder, reach.of('candidate', sql.raw('c.id')))
      .orderBy('c.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
  }

  /**
   * The candidate a merged-away id lives on as, or null when the id was never merged or its survivor is out of
   * the request's reach (docs/api/access.md: a merged id then answers 404, not a redirect that names the survivor).
   */
  async survivorOf(tx: EntityManager, id: string): Promise<string | null> {
    const rows = await runSql<{ survivor_id: string }>(
      tx,
      sql`SELECT m.survivor_id FROM candidate_merges m WHERE m.duplicate_id = ${id}${reach.and(reach.of('candidate', sql.raw('m.survivor_id')))}`,
    );
    return rows[0]?.survivor_id ?? null;
  }

  /** The survivor of each of these ids that was merged away (chains are kept one lookup deep). */
  async survivorsOf(tx: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await runSql<{ duplicate_id: string; survivor_id: string }>(
      tx,
      sql`SELECT duplicate_id, survivor_id FROM candidate_merges WHERE duplicate_id = ANY(${ids}::uuid[])`,
    );
    return new Map(rows.map((row) => [row.duplicate_id, row.survivor_id]));
  }

  /** The ids merged into this candidate, at any depth of a chain. */
  async mergedInto(tx: EntityManager, survivorId: string): Promise<string[]> {
    const rows = await runSql<{ duplicate_id: string }>(tx, sql`SELECT duplicate_id FROM candidate_merges WHERE survivor_id = ${survivorId}`);
    return rows.map((row) => row.duplicate_id);
  }

  /** Records the merge, keeping chains flat: ids that lived on as the duplicate now live on as the survivor. */
  async recordMerge(tx: EntityManager, { survivorId, duplicateId }: CandidateMergePair): Promise<void> {
    await runSql(tx, sql`UPDATE candidate_merges SET survivor_id = ${survivorId} WHERE survivor_id = ${duplicateId}`);
    await runSql(tx, sql`INSERT INTO candidate_merges (duplicate_id, survivor_id) VALUES (${duplicateId}, ${survivorId})`);
  }

  /** The duplicate's notes move; its tags too, except those the survivor already has (they go with the duplicate's row). */
  async moveNotesAndTags(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await reassignCandidateRows(tx, 'notes', pair);
    const survivorId = sql.param(pair.survivorId);
    await runSql(
      tx,
      sql`UPDATE candidate_tags d SET candidate_id = ${survivorId}
        WHERE d.candidate_id = ${pair.duplicateId}
          AND NOT EXISTS (SELECT 1 FROM candidate_tags s WHERE s.candidate_id = ${survivorId} AND s.tag_id = d.tag_id)`,
    );
  }

  list(query: ListCandidatesQuery): Promise<CandidateEntity[]> {
    const builder = this.candidates.createQueryBuilder('c');
    filterConditions(query, filterValues(query), 'c.id').forEach((condition, index) => {
      const { text, parameters } = namedParameters(condition, `filter${index}_`);
      builder.andWhere(text, parameters);
    });
    return keysetPage(builder, 'c', query).getMany();
  }

  /**
   * Candidates matching `q`, most relevant first: the ranked window (the newest RANKED_WINDOW strong
   * matches, or those a cursor's window holds) by relevance, then every other match newest first.
   * The window is found inside `candidate_search` (how: search/window-routes.ts) and ranked there; the rest is
   * read newest first, by a second statement, only when the window's rows do not fill the page (most
   * searches never plan it: each full-text condition planned costs reading its statistics). Both
   * statements see one snapshot. Only the page's rows are read from `candidates` (search/candidate-search.ts).
   */
  async search(query: ListCandidatesQuery & { q: string }): Promise<ScoredCandidate[]> {
    const after = decodeWindowedCursor(query.cursor, Number.isFinite);
    const terms = searchTerms(query.q);
    const pageRows = pageLimit(query) + 1;
    const inTail = after !== undefined && after.lead === UNRANKED;
    const { candidateSelect } = this.hotPaths;
    return this.candidates.manager.transaction('REPEATABLE READ', async (tx) => {
      const byLabel = filterValues(query);
      const [preparation] = await runSql<SearchPreparation>(
        tx,
        searchPreparation(terms, searchFilters(query, byLabel, { perRow: true, tagById: false }), {
          tag: query.tag === undefined ? null : byLabel.tag,
          probed: !inTail,
        }),
      );
      const byId = filterValues(query, preparation.tag_id);
      const conditions = searchFilters(query, byId, { perRow: false, tagById: true });
      const ranked = inTail
        ? []
        : await this.rankedPage(
            tx,
            rankedPage(terms, pagePosition(pageRows, after), {
              conditions,
              perRowConditions: searchFilters(query, byId, { perRow: true, tagById: true }),
              probeMatches: preparation.probe_matches,
              recentStart: preparation.recent_start,
              phraseFree: phraseFreeQuery(preparation.query),
              candidateColumns: candidateSelect,
            }),
            after,
          );
      if (ranked.length === pageRows) return ranked;
      const window = after === undefined ? (ranked[0]?.window ?? null) : after.window;
      const rows = await runSql<CandidateEntity>(
        tx,
        pageAfterWindow(terms, pagePosition(pageRows - ranked.length, after, window), { conditions, inTail, window, candidateColumns: candidateSelect }),
      );
      return [...ranked, ...rows.map((candidate) => ({ candidate, lead: UNRANKED, createdAt: candidate.createdAt, id: candidate.id, window }))];
    });
  }

  /** The page's rows of the ranked window, each with the window it was ranked in. */
  private async rankedPage(tx: EntityManager, statement: Sql, after: WindowedKeyset | undefined): Promise<ScoredCandidate[]> {
    const rows = await runSql<RankedPageRow<CandidateEntity>>(tx, statement);
    return rows.map(({ lead, window_created_at: windowCreatedAt, window_id: windowId, ...candidate }) => {
      const firstPageWindow: Keyset | null = windowId === null ? null : { createdAt: windowCreatedAt as Date, id: windowId };
      return {
        candidate,
        lead,
        createdAt: candidate.createdAt,
        id: candidate.id,
        window: after === undefined ? firstPageWindow : (after.window ?? null),
      };
    });
  }

  /** The candidate (a hot read: GET /candidates/{id}), locked as asked. */
  async findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<CandidateEntity | null> {
    const reached = reach.of('candidate', sql.raw('c.id'));
    // An admin's read stays the prepared statement; a reach condition makes it a statement of its own.
    const rows =
      reached === null
        ? await runPrepared<CandidateEntity>(tx, this.hotPaths.candidateById(id, lock))
        : await runSql<CandidateEntity>(
            tx,
            sql`SELECT ${this.hotPaths.candidateSelect} FROM candidates c WHERE c.id = ${id} AND ${reached}${sql.raw(lockClause(lock))}`,
          );
    return rows[0] ?? null;
  }

  /** The hot write (POST /candidates): a prepared INSERT and its values, to run with its event (EventRecorder.recordWith). */
  insertion(candidate: CandidateEntity): BoundStatement {
    return this.hotPaths.candidateInsert(candidate);
  }

  /** Inserts the candidate unless a unique index (an identity key's) refuses it; false then. */
  async insertUnlessTaken(tx: EntityManager, candidate: CandidateEntity): Promise<boolean> {
    const result = await tx.createQueryBuilder().insert().into(CandidateEntity).values(candidate).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** The candidate the first of `keys` with a value in `sent` matches (as the key's index compares), locked FOR UPDATE. */
  async findByIdentityForUpdate(
    tx: EntityManager,
    keys: readonly CandidateIdentityKey[],
    sent: Partial<Record<CandidateIdentityField, string | null>>,
  ): Promise<CandidateEntity | null> {
    for (const key of keys) {
      const value = sent[key.field];
      if (typeof value !== 'string') continue;
      const found = await tx
        .createQueryBuilder(CandidateEntity, 'c')
        .where(`${key.match(`c.${key.field}`)} = ${key.match(':value')}`, { value })
        .setLock('pessimistic_write')
        .getOne();
      if (found !== null) return found;
    }
    return null;
  }

  /** Which of these indexes of the candidates table exist and are unique. */
  async uniqueIndexes(tx: EntityManager, names: readonly string[]): Promise<string[]> {
    const rows = await runSql<{ indexname: string }>(
      tx,
      sql`SELECT indexname FROM pg_indexes WHERE tablename = 'candidates' AND indexname = ANY(${names}) AND indexdef LIKE 'CREATE UNIQUE INDEX %'`,
    );
    return rows.map((row) => row.indexname);
  }

  /**
   * Candidates that are probably the same person as `id`, best first, at most `limit`, without
   * `id` itself; null when `id` names no candidate. Each reason is looked up through its own index.
   */
  async duplicatesOf(tx: EntityManager, id: string, limit: number): Promise<DuplicateMatch[] | null> {
    const subjects = await runSql<DuplicateSubject>(
      tx,
      sql`SELECT id, email_local, phone_digits, linkedin_key, ${sql.raw(FULL_NAME)} AS full_name
        FROM candidates c WHERE id = ${id}${reach.and(reach.of('candidate', sql.raw('c.id')))}`,
    );
    if (subjects.length === 0) return null;
    // `%` uses the index with this threshold; it holds until the transaction ends.
    await runSql(tx, sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true)`);
    const rows = await runSql<{
      id: string;
      score: number;
      same_email_local_part: boolean;
      same_phone: boolean;
      same_linkedin: boolean;
      similar_name: boolean;
    }>(tx, duplicatesStatement(subjects[0], limit));
    return rows.map((row) => ({
      id: row.id,
      score: row.score,
      reasons: DUPLICATE_REASONS.filter((reason) => row[reason]),
    }));
  }

  /**
   * Attaches the tag with `tag`'s label (any letter case) to the candidate, making the tag with this spelling when new, in
   * one statement; `attached` is false when the candidate already had it. An existing tag is read,
   * never locked or rewritten: concurrent taggers with one label (automations) do not queue on its row.
   */
  async attachTag(tx: EntityManager, candidateId: string, tag: TagEntity): Promise<{ tag: TagEntity; attached: boolean }> {
    // Made by a transaction that committed while this statement waited on it: invisible to this statement's snapshot, so once more.
    for (let tries = 0; tries < 2; tries++) {
      const label = sql.param(tag.label);
      const rows = await runSql<{ id: string; label: string; created_at: Date; attached: boolean }>(
        tx,
        sql`WITH made AS (
           INSERT INTO tags (id, label, created_at) VALUES (${tag.id}, ${label}::text, ${tag.createdAt})
             ON CONFLICT (lower(label)) DO NOTHING RETURNING id, label, created_at
         ), tag AS (
           (SELECT id, label, created_at FROM made UNION ALL SELECT id, label, created_at FROM tags WHERE lower(label) = lower(${label})) LIMIT 1
         ), attached AS (
           INSERT INTO candidate_tags (candidate_id, tag_id) SELECT ${candidateId}::uuid, id FROM tag ON CONFLICT DO NOTHING RETURNING tag_id
         )
         SELECT id, label, created_at, EXISTS (SELECT 1 FROM attached) AS attached FROM tag`,
      );
      if (rows.length > 0)
        return { tag: tx.create(TagEntity, { id: rows[0].id, label: rows[0].label, createdAt: rows[0].created_at }), attached: rows[0].attached };
    }
    throw new Error(`The tag "${tag.label}" was neither made nor found`);
  }

  /** The id of the tag with this label (any letter case), or null: tags are installation-wide. */
  async tagIdOf(tx: EntityManager, label: string): Promise<string | null> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM tags WHERE lower(label) = lower(${label})`);
    return rows[0]?.id ?? null;
  }

  async detachTag(tx: EntityManager, candidateId: string, tagId: string): Promise<TagEntity | null> {
    const rows = await runSql<{ id: string; label: string; created_at: Date }>(
      tx,
      sql`WITH removed AS (DELETE FROM candidate_tags WHERE candidate_id = ${candidateId} AND tag_id = ${tagId} RETURNING tag_id)
       SELECT t.id, t.label, t.created_at FROM tags t JOIN removed r ON r.tag_id = t.id`,
    );
    return rows.length === 0 ? null : tx.create(TagEntity, { id: rows[0].id, label: rows[0].label, createdAt: rows[0].created_at });
  }

  listTags(candidateId: string, page: PageQueryDto): Promise<TagEntity[]> {
    const builder = this.candidates.manager
      .createQueryBuilder(TagEntity, 't')
      .innerJoin('candidate_tags', 'ct', 'ct.tag_id = t.id')
      .where('ct.candidate_id = :candidateId', { candidateId });
    // A tag never changes; it joined this candidate's list when it was attached.
    return keysetPage(builder, 't', page, { changedAt: 'ct.created_at' }).getMany();
  }

  listNotes(candidateId: string, page: PageQueryDto): Promise<NoteEntity[]> {
    const builder = this.candidates.manager.createQueryBuilder(NoteEntity, 'n').where('n.candidate_id = :candidateId', { candidateId });
    return keysetPage(builder, 'n', page).getMany();
  }

  /** A note without mentions, as one write (a prepared INSERT and its values, to run with its event: EventRecorder.recordWith). */
  noteInsertion(note: NoteEntity): BoundStatement {
    return this.hotPaths.noteInsert(note);
  }

  async insertMentions(tx: EntityManager, noteId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await runSql(
      tx,
      sql`INSERT INTO note_mentions (note_id, user_id, position) SELECT ${noteId}, u.id, u.position - 1
        FROM unnest(${userIds}::uuid[]) WITH ORDINALITY AS u(id, position)`,
    );
  }

  /** Mentions of each note, in the order they were given. */
  async mentionsOf(tx: EntityManager, noteIds: readonly string[]): Promise<Map<string, NoteMentionResponse[]>> {
    const mentions = new Map<string, NoteMentionResponse[]>(noteIds.map((id) => [id, []]));
    if (noteIds.length === 0) return mentions;
    const rows = await runSql<{ note_id: string; user_id: string; name: string }>(
      tx,
      sql`SELECT m.note_id, m.user_id, u.name FROM note_mentions m JOIN users u ON u.id = m.user_id
        WHERE m.note_id = ANY(${noteIds}::uuid[]) ORDER BY m.note_id, m.position`,
    );
    for (const row of rows) mentions.get(row.note_id)?.push({ userId: row.user_id, name: row.name });
    return mentions;
  }

  /**
   * Candidate erasure: the labels in the activity metadata of the candidate's tag events become null,
   * marked `redacted`. Returns the ids of every tag the candidate ever had (its current ones too:
   * each attachment recorded `candidate.tag_added`).
   */
  async redactTagEvents(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await runSql<{ tag_id: string }>(
      tx,
      sql`UPDATE activity_events SET metadata = metadata || '{"label": null, "redacted": true}'::jsonb
        WHERE entity_id = ${candidateId} AND entity_type = 'candidate' AND type IN ('candidate.tag_added', 'candidate.tag_removed')
        RETURNING metadata->>'tagId' AS tag_id`,
    );
    return [...new Set(rows.map((row) => row.tag_id))];
  }

  /**
   * Candidate erasure: deletes those of these tags that no candidate but the erased one (or the
   * survivor it was merged into, also being erased) carries. The tags are locked first, so a
   * concurrent attachment either commits before the check, which then sees it, or waits for the delete.
   */
  async deleteTagsOnlyOf(tx: EntityManager, candidateId: string, tagIds: readonly string[]): Promise<void> {
    if (tagIds.length === 0) return;
    await runSql(tx, sql`SELECT id FROM tags WHERE id = ANY(${tagIds}::uuid[]) ORDER BY id FOR UPDATE`);
    const candidate = sql.param(candidateId);
    await runSql(
      tx,
      sql`DELETE FROM tags t WHERE t.id = ANY(${tagIds}::uuid[])
          AND NOT EXISTS (SELECT 1 FROM candidate_tags ct WHERE ct.tag_id = t.id AND ct.candidate_id <> ${candidate}
                            AND ct.candidate_id IS DISTINCT FROM (SELECT m.survivor_id FROM candidate_merges m WHERE m.duplicate_id = ${candidate}))`,
    );
  }

  /** Anonymization (docs/api/retention.md#anonymization): the candidate carries no tag any more. */
  async detachAllTags(tx: EntityManager, candidateId: string): Promise<void> {
    await runSql(tx, sql`DELETE FROM candidate_tags WHERE candidate_id = ${candidateId}`);
  }
}
