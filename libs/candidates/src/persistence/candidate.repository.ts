import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import {
  decodeWindowedCursor,
  keysetPage,
  lockClause,
  lockOption,
  pageLimit,
  parseIsoUtcDateTime,
  preparedSelect,
  preparedStatement,
  queryReturning,
  runPrepared,
  type PreparedStatement,
  type Keyset,
  type PageQueryDto,
  type RowLock,
  type WindowedKeyset,
} from '@app/core';
import { DUPLICATE_REASONS, type DuplicateMatch } from '../domain/candidate-duplicates';
import type { NoteMentionResponse } from '../representation/candidate-response.dto';
import type { CandidateIdentityField, CandidateIdentityKey } from '../candidate-identity.policy';
import { CandidateEntity } from './candidate.entity';
import type { CandidateMergePair } from '../domain/candidate-merge-rules';
import { reassignCandidateRows } from './candidate-references';
import { phraseFreeQuery } from './phrase-free-query';
import { NoteEntity } from './note.entity';
import { TagEntity } from './tag.entity';
import type { ListCandidatesQuery } from '../representation/candidate-requests';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);

/**
 * Relevance of a candidate to `q` (docs/api/search.md#order-and-cursor): the full-text rank (name and email weigh most, then
 * headline and tags, then summary and notes; a match in document text alone ranks by the bonus only),
 * plus a bonus when the name or email has a word starting with `q`
 * (1) or merely contains it (0.25), so `marg` ranks Margaret first. The word start implies the
 * containment, so the cheap LIKE goes first and the regular expression runs on name matches only.
 */
const SEARCH_SCORE = `(ts_rank(s.rank_vector, websearch_to_tsquery('ats_search', :q))::float8
  + CASE WHEN s.name_key LIKE ats_unaccent(lower(:contains)) THEN CASE WHEN s.name_key ~ ats_unaccent(lower(:wordStart)) THEN 1 ELSE 0.25 END ELSE 0 END)`;
/**
 * A candidate matches `q` strongly: without document text, or by name and email. Only strong matches
 * are ranked; the others match `vector` (document text included) and follow them. The name test goes
 * first: a row the trigram index found is re-checked without reading its vector.
 */
const strongMatch = (tsquery: string, contains: string) => `(s.name_key LIKE ats_unaccent(lower(${contains})) OR s.rank_vector @@ ${tsquery})`;
const STRONG_MATCH = strongMatch(`websearch_to_tsquery('ats_search', :q)`, ':contains');
/**
 * How many strong matches a search ranks: the newest ones (its ranked window). Ranking reads each
 * ranked row, so this bounds the cost of a query that matches a large share of the candidates
 * (docs/adr/0019-search-relevance-and-ranked-window.md, docs/performance.md).
 */
export const RANKED_WINDOW = 1000;
/** The order of a search's scans of `candidate_search`: newest first, as `candidate_search_recent_idx` reads. */
const newestFirst = (alias = '') => `ORDER BY ${alias}created_at DESC, ${alias}candidate_id DESC`;
/** How many of the newest candidates a search reads to tell how densely `q` matches (its density probe). */
export const DENSITY_PROBE_ROWS = 500;
/**
 * Probed rows that match `q` strongly and pass the other filters (20%), from which the window is
 * found by reading candidates newest first, each checked, until it is full: the check reads the
 * row's vector, so this pays only when few rows are read per match (docs/adr/0021-search-routes-by-density.md,
 * docs/performance/log/2026-11-24-search-routes.md).
 */
export const DENSE_PROBE_MATCHES = 100;
/**
 * Probed rows that match `q` strongly and pass the other filters (6%), from which a first page looks
 * for its window among the newest candidates first, through the GIN indexes and the newest-first
 * index together (their bitmaps intersect, so only matches among those rows are fetched): those
 * created since the probed rows' span, stretched to as many rows as should hold one and a half
 * windows at the probed density. When they hold fewer (arrivals were not steady), the window is
 * looked for among all. Below this density, every strong match is fetched through the GIN indexes.
 */
export const RECENT_PROBE_MATCHES = 30;
/**
 * Run first, in the search's own transaction. It plans the transaction with `random_page_cost` 1.1
 * (its rows are in memory; at the default 4 the planner walks the newest-first index through ~20,000
 * rows rather than fetch the ~5,000 a GIN bitmap finds) and without parallel workers (starting them
 * costs more than they save in a search of a few milliseconds, on cores the other requests need). It
 * gives `q` as PostgreSQL parsed it, the tag filter's id (null when no tag has that label), and the
 * density probe: how many of the newest candidates match `q` strongly and pass the other filters
 * (`conditions`), counted by a FILTER, which the planner does not estimate (an estimate reads the
 * vector's statistics). A page after the window needs no probe (`probed` false: it reads no row).
 */
const searchPreparation = (
  conditions: string,
  { tagged, probed }: { tagged: boolean; probed: boolean },
) => `SELECT set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true),
    websearch_to_tsquery('ats_search', :q)::text AS query, probe_matches,
    ${tagged ? '(SELECT id FROM tags WHERE lower(label) = lower(:tag))' : 'NULL'} AS tag_id,
    CASE WHEN probe_matches >= ${RECENT_PROBE_MATCHES} AND probe_matches < ${DENSE_PROBE_MATCHES} AND probed = ${DENSITY_PROBE_ROWS}
      THEN newest - (newest - oldest) * (${RANKED_WINDOW * 1.5}.0 / probe_matches) END AS recent_start
  FROM (SELECT count(*) FILTER (WHERE ${STRONG_MATCH}${conditions})::int AS probe_matches, count(*) AS probed,
               max(s.created_at) AS newest, min(s.created_at) AS oldest
          FROM (SELECT s.candidate_id, s.created_at, s.name_key, s.rank_vector FROM candidate_search s
                 ${newestFirst('s.')} LIMIT ${probed ? DENSITY_PROBE_ROWS : 0}) s) probe`;
/** Like STRONG_MATCH, with `:phraseFree` (phraseFreeQuery) for `q`: true of every strong match, and answered exactly by the GIN index. */
const PHRASE_FREE_MATCH = strongMatch(':phraseFree::tsquery', ':contains');

/** How a search finds its ranked window (see rankedWindow). */
interface WindowRoute {
  /** Conditions on `candidate_search s` besides matching `q`: the list filters, and a later page's window bound. */
  conditions: string;
  /** The same, each filter checked on the row at hand (filterConditions `perRow`), for the newest-first walk. */
  perRowConditions: string;
  firstPage: boolean;
  /** Rows the density probe found, among the newest DENSITY_PROBE_ROWS, that match `q` strongly and pass the other filters. */
  probeMatches: number;
  /** A first page looks among the newest candidates first: those created at or after `:recentStart`. */
  recent: boolean;
  /** The phrase-free form of a `q` with phrases (phraseFreeQuery), or null. */
  phraseFree: string | null;
}

/**
 * The common table expressions that end in `ranked`: the window's strong matches (the newest
 * RANKED_WINDOW on a first page, those the window bound holds on a later one), each with its row's
 * ctid, so ranking fetches the row without an index lookup (one statement: one snapshot, one row
 * version). Checking a row against `q` reads its vector, most of the cost, and the planner costs it
 * as much as comparing two numbers, so the route follows the density the probe found:
 * - dense: candidates are read newest first and checked until the window is full;
 * - sparse: the strong matches are found through the GIN indexes (exactly, without reading a
 *   vector), then sorted; in between, a first page looks among the newest candidates first and
 *   among all of them only when those do not fill the window;
 * - with a phrase, the matches of the phrase-free query are found that way, sorted, and only the
 *   newest of them are checked against the phrase until the window is full.
 */
function rankedWindow({ conditions, perRowConditions, firstPage, probeMatches, recent, phraseFree }: WindowRoute): Record<string, string> {
  const newest = (alias: string) => `${newestFirst(alias)}${firstPage ? ` LIMIT ${RANKED_WINDOW}` : ''}`;
  const rows = (match: string, condition = '') =>
    `SELECT s.candidate_id, s.created_at, s.ctid AS row_tid FROM candidate_search s WHERE ${match}${conditions}${condition}`;
  if (probeMatches >= DENSE_PROBE_MATCHES) {
    // OFFSET 0 keeps the newest-first order below the checks: the planner, estimating a filter's rows
    // from averages (a common tag), would otherwise start from the filter and check every row it names.
    return {
      ranked: `SELECT s.candidate_id, s.created_at, s.row_tid FROM (SELECT s.*, s.ctid AS row_tid FROM candidate_search s
          ${newestFirst('s.')} OFFSET 0) s WHERE ${STRONG_MATCH}${perRowConditions} ${newest('s.')}`,
    };
  }
  const match = phraseFree === null ? STRONG_MATCH : PHRASE_FREE_MATCH;
  // OFFSET 0 keeps the sort below the phrase check, so that the LIMIT stops the checks.
  const windowOf = (matches: string) =>
    phraseFree === null
      ? `SELECT * FROM ${matches} ${newest('')}`
      : `SELECT m.* FROM (SELECT * FROM ${matches} ${newestFirst()} OFFSET 0) m
          WHERE (SELECT ${STRONG_MATCH} FROM candidate_search s WHERE s.ctid = m.row_tid) ${newest('m.')}`;
  if (!recent) return { matches: rows(match), ranked: windowOf('matches') };
  const recentFull = `(SELECT count(*) FROM recent_window) = ${RANKED_WINDOW}`;
  return {
    recent_matches: rows(match, ' AND s.created_at >= :recentStart'),
    recent_window: windowOf('recent_matches'),
    matches: rows(match, ` AND NOT ${recentFull}`),
    ranked: `SELECT * FROM recent_window WHERE ${recentFull} UNION ALL (${windowOf('matches')})`,
  };
}

/** The lead of a match outside the ranked window: below every relevance (they are never negative). */
const UNRANKED = -1;

const INSERT_CANDIDATE = preparedStatement(
  'candidate_insert',
  `INSERT INTO candidates (id, first_name, last_name, email, phone, address, location, headline, summary, linkedin_url, github_url, website_url,
                           education_entries, experience_entries, created_at, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
);

const INSERT_NOTE = preparedStatement(
  'note_insert',
  `INSERT INTO notes (id, candidate_id, author_id, author_name, body, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
);

const CANDIDATE_BY_ID = preparedSelect(
  'candidate_by_id',
  `SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone, address, location, headline, summary, linkedin_url AS "linkedinUrl",
          github_url AS "githubUrl", website_url AS "websiteUrl", education_entries AS "educationEntries", experience_entries AS "experienceEntries",
          created_at AS "createdAt", updated_at AS "updatedAt"
     FROM candidates WHERE id = $1`,
);

/** A candidate found by `q`, with the relevance its page is ordered by and the ranked window it was ranked in. */
export interface ScoredCandidate extends WindowedKeyset {
  candidate: CandidateEntity;
}

export const SIMILAR_NAME_THRESHOLD = 0.6;
/** The expression of the trigram index `candidates_full_name_trgm_idx`. */
const FULL_NAME = `lower(first_name || ' ' || last_name)`;

/**
 * $1 the candidate, $2-$5 its email local part, phone digits, LinkedIn key and full name, $6 the limit.
 * Score: each reason is independent evidence with a weight (LinkedIn 0.9, phone 0.8, email local
 * part 0.6, name 0.5 × similarity), combined as 1 − Π(1 − weight): more reasons, higher score, at most 1.
 */
export const DUPLICATES_SQL = `
  WITH matches AS (
    SELECT id FROM candidates WHERE email_local = $2
    UNION SELECT id FROM candidates WHERE phone_digits = $3
    UNION SELECT id FROM candidates WHERE linkedin_key = $4
    UNION SELECT id FROM candidates WHERE ${FULL_NAME} % $5
  ), reasons AS (
    SELECT c.id, c.created_at,
           c.email_local = $2 AS same_email_local_part,
           coalesce(c.phone_digits = $3, false) AS same_phone,
           coalesce(c.linkedin_key = $4, false) AS same_linkedin,
           similarity(${FULL_NAME}, $5) AS name_similarity
      FROM matches m JOIN candidates c ON c.id = m.id
     WHERE c.id <> $1
  )
  SELECT id, same_email_local_part, same_phone, same_linkedin, name_similarity >= ${SIMILAR_NAME_THRESHOLD} AS similar_name,
         round((1 - (1 - CASE WHEN same_email_local_part THEN 0.6 ELSE 0 END)
                  * (1 - CASE WHEN same_phone THEN 0.8 ELSE 0 END)
                  * (1 - CASE WHEN same_linkedin THEN 0.9 ELSE 0 END)
                  * (1 - CASE WHEN name_similarity >= ${SIMILAR_NAME_THRESHOLD} THEN 0.5 * name_similarity ELSE 0 END))::numeric, 4)::float8 AS score
    FROM reasons
   WHERE same_email_local_part OR same_phone OR same_linkedin OR name_similarity >= ${SIMILAR_NAME_THRESHOLD}
   ORDER BY score DESC, created_at DESC, id DESC
   LIMIT $6`;

/** The candidate context's queries that are more than one line. */
@Injectable()
export class CandidateRepository {
  constructor(@InjectRepository(CandidateEntity) private readonly candidates: Repository<CandidateEntity>) {}

  async exists(tx: EntityManager, id: string, lock?: RowLock): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM candidates WHERE id = $1${lockClause(lock)}`, [id]);
    return rows.length > 0;
  }

  /** The candidates with these ids that exist, locked FOR UPDATE in id order: two merges of one pair (any direction) queue up instead of deadlocking. */
  lockInIdOrder(tx: EntityManager, ids: readonly string[]): Promise<CandidateEntity[]> {
    return tx.find(CandidateEntity, { where: { id: In([...ids]) }, order: { id: 'ASC' }, lock: lockOption('update') });
  }

  /** The candidate a merged-away id lives on as, or null when the id was never merged. */
  async survivorOf(tx: EntityManager, id: string): Promise<string | null> {
    const rows: Array<{ survivor_id: string }> = await tx.query('SELECT survivor_id FROM candidate_merges WHERE duplicate_id = $1', [id]);
    return rows[0]?.survivor_id ?? null;
  }

  /** The survivor of each of these ids that was merged away (chains are kept one lookup deep). */
  async survivorsOf(tx: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
    const rows: Array<{ duplicate_id: string; survivor_id: string }> = await tx.query(
      'SELECT duplicate_id, survivor_id FROM candidate_merges WHERE duplicate_id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.duplicate_id, row.survivor_id]));
  }

  /** The ids merged into this candidate, at any depth of a chain. */
  async mergedInto(tx: EntityManager, survivorId: string): Promise<string[]> {
    const rows: Array<{ duplicate_id: string }> = await tx.query('SELECT duplicate_id FROM candidate_merges WHERE survivor_id = $1', [survivorId]);
    return rows.map((row) => row.duplicate_id);
  }

  /** Records the merge, keeping chains flat: ids that lived on as the duplicate now live on as the survivor. */
  async recordMerge(tx: EntityManager, { survivorId, duplicateId }: CandidateMergePair): Promise<void> {
    await tx.query('UPDATE candidate_merges SET survivor_id = $1 WHERE survivor_id = $2', [survivorId, duplicateId]);
    await tx.query('INSERT INTO candidate_merges (duplicate_id, survivor_id) VALUES ($1, $2)', [duplicateId, survivorId]);
  }

  /** The duplicate's notes move; its tags too, except those the survivor already has (they go with the duplicate's row). */
  async moveNotesAndTags(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await reassignCandidateRows(tx, 'notes', pair);
    await tx.query(
      `UPDATE candidate_tags d SET candidate_id = $1
        WHERE d.candidate_id = $2 AND NOT EXISTS (SELECT 1 FROM candidate_tags s WHERE s.candidate_id = $1 AND s.tag_id = d.tag_id)`,
      [pair.survivorId, pair.duplicateId],
    );
  }

  list(query: ListCandidatesQuery): Promise<CandidateEntity[]> {
    const builder = this.candidates.createQueryBuilder('c');
    for (const condition of this.filterConditions(query, 'c.id')) builder.andWhere(condition);
    return keysetPage(builder.setParameters({ email: query.email, tag: query.tag }), 'c', query).getMany();
  }

  /**
   * Candidates matching `q`, most relevant first: the ranked window (the newest RANKED_WINDOW strong
   * matches, or those a cursor's window holds) by relevance, then every other match newest first.
   * The window is found inside `candidate_search` (how: `rankedWindow`) and ranked there; the rest is
   * read newest first, by a second statement, only when the window's rows do not fill the page (most
   * searches never plan it: each full-text condition planned costs reading its statistics). Both
   * statements see one snapshot. Only the page's rows are read from `candidates`.
   */
  async search(query: ListCandidatesQuery & { q: string }): Promise<ScoredCandidate[]> {
    const after = decodeWindowedCursor(query.cursor, Number.isFinite);
    const contains = `%${escapeLike(query.q)}%`;
    const filtered = (options: { perRow: boolean; tagById: boolean }) =>
      this.filterConditions(query, 's.candidate_id', { ...options, updatedAfter: true })
        .map((condition) => ` AND ${condition}`)
        .join('');
    const pageRows = pageLimit(query) + 1;
    const parameters = {
      q: query.q,
      email: query.email,
      tag: query.tag,
      contains,
      wordStart: `(^|[^[:alnum:]])${escapeRegex(query.q)}`,
      updatedAfter: query.updatedAfter === undefined ? undefined : parseIsoUtcDateTime(query.updatedAfter),
      afterLead: after?.lead,
      afterCreatedAt: after?.createdAt,
      afterId: after?.id,
    };
    const inTail = after !== undefined && after.lead === UNRANKED;
    return this.candidates.manager.transaction('REPEATABLE READ', async (tx) => {
      const [preparation]: Array<{ query: string; probe_matches: number; recent_start: Date | null; tag_id: string | null }> = await tx.query(
        ...tx.connection.driver.escapeQueryWithParameters(
          searchPreparation(filtered({ perRow: true, tagById: false }), { tagged: query.tag !== undefined, probed: !inTail }),
          parameters,
        ),
      );
      const withTag = { ...parameters, tagId: preparation.tag_id };
      const conditions = filtered({ perRow: false, tagById: true });
      const ranked = inTail
        ? []
        : await this.rankedPage(
            tx,
            { ...withTag, pageRows, recentStart: preparation.recent_start, phraseFree: phraseFreeQuery(preparation.query) },
            { conditions, perRowConditions: filtered({ perRow: true, tagById: true }), after, probeMatches: preparation.probe_matches },
          );
      if (ranked.length === pageRows) return ranked;
      const window = after === undefined ? (ranked[0]?.window ?? null) : after.window;
      const rest = await this.pageAfterWindow(tx, { ...withTag, pageRows: pageRows - ranked.length }, { conditions, inTail, window });
      return [...ranked, ...rest];
    });
  }

  /** The page's rows of the ranked window, by relevance (`ranked_page`), each with the window it was ranked in. */
  private async rankedPage(
    tx: EntityManager,
    parameters: Record<string, unknown> & { recentStart: Date | null; phraseFree: string | null },
    {
      conditions,
      perRowConditions,
      after,
      probeMatches,
    }: { conditions: string; perRowConditions: string; after: WindowedKeyset | undefined; probeMatches: number },
  ): Promise<ScoredCandidate[]> {
    const windowBound = after?.window ? ' AND (s.created_at, s.candidate_id) >= (:windowCreatedAt, :windowId)' : '';
    const window = rankedWindow({
      conditions: `${conditions}${windowBound}`,
      perRowConditions: `${perRowConditions}${windowBound}`,
      firstPage: after === undefined,
      probeMatches,
      recent: after === undefined && parameters.recentStart !== null,
      phraseFree: parameters.phraseFree,
    });
    const builder = tx.createQueryBuilder(CandidateEntity, 'c');
    for (const [name, sql] of Object.entries(window)) builder.addCommonTableExpression(sql, name, { materialized: true });
    const { raw, entities } = await builder
      // Where the window ends: its oldest row when it is full (no row when it holds every strong match).
      .addCommonTableExpression(
        `SELECT created_at, candidate_id FROM ranked WHERE (SELECT count(*) FROM ranked) = ${RANKED_WINDOW} ORDER BY created_at, candidate_id LIMIT 1`,
        'window_end',
        { materialized: true },
      )
      .addCommonTableExpression(
        `SELECT r.candidate_id, ${SEARCH_SCORE} AS lead FROM ranked r JOIN candidate_search s ON s.ctid = r.row_tid
          ${after === undefined ? '' : `WHERE (${SEARCH_SCORE}, r.created_at, r.candidate_id) < (:afterLead::float8, :afterCreatedAt, :afterId)`}
          ORDER BY lead DESC, r.created_at DESC, r.candidate_id DESC LIMIT :pageRows`,
        'ranked_page',
        { materialized: true },
      )
      .innerJoin('ranked_page', 'page', 'page.candidate_id = c.id')
      .addSelect('page.lead', 'lead')
      .addSelect(after === undefined ? '(SELECT created_at FROM window_end)' : 'NULL', 'window_created_at')
      .addSelect(after === undefined ? '(SELECT candidate_id FROM window_end)' : 'NULL', 'window_id')
      .setParameters({ ...parameters, windowCreatedAt: after?.window?.createdAt, windowId: after?.window?.id })
      .orderBy('page.lead', 'DESC')
      .addOrderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getRawAndEntities<{ lead: number; window_created_at: Date | null; window_id: string | null }>();
    return entities.map((candidate, index) => {
      const row = raw[index];
      const firstPageWindow: Keyset | null = row.window_id === null ? null : { createdAt: row.window_created_at as Date, id: row.window_id };
      return {
        candidate,
        lead: row.lead,
        createdAt: candidate.createdAt,
        id: candidate.id,
        window: after === undefined ? firstPageWindow : (after.window ?? null),
      };
    });
  }

  /**
   * After the window, newest first: matches that need document text, and strong matches older than the
   * window (none when the window holds every strong match). Two scans, not one: each reads the
   * newest-first index from its own start (the second from the window's end).
   */
  private async pageAfterWindow(
    tx: EntityManager,
    parameters: Record<string, unknown> & { pageRows: number },
    { conditions, inTail, window }: { conditions: string; inTail: boolean; window: Keyset | null },
  ): Promise<ScoredCandidate[]> {
    const afterInTail = inTail ? ' AND (s.created_at, s.candidate_id) < (:afterCreatedAt, :afterId)' : '';
    const newest = `${newestFirst('s.')} LIMIT :pageRows`;
    const scans = [
      `(SELECT s.candidate_id, s.created_at FROM candidate_search s
         WHERE s.vector @@ websearch_to_tsquery('ats_search', :q) AND NOT ${STRONG_MATCH}${conditions}${afterInTail} ${newest})`,
      ...(window === null
        ? []
        : [
            `(SELECT s.candidate_id, s.created_at FROM candidate_search s
               WHERE ${STRONG_MATCH} AND (s.created_at, s.candidate_id) < (:windowCreatedAt, :windowId)${conditions}${afterInTail} ${newest})`,
          ]),
    ];
    const entities = await tx
      .createQueryBuilder(CandidateEntity, 'c')
      .innerJoin(`(SELECT * FROM (${scans.join(' UNION ALL ')}) scans ${newestFirst()} LIMIT :pageRows)`, 'page', 'page.candidate_id = c.id')
      .setParameters({ ...parameters, windowCreatedAt: window?.createdAt, windowId: window?.id })
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getMany();
    return entities.map((candidate) => ({ candidate, lead: UNRANKED, createdAt: candidate.createdAt, id: candidate.id, window }));
  }

  /**
   * Every list filter but `q` (`updatedAfter` when asked: the plain list pages by it), as conditions
   * on the candidate whose id is in the column `id`. `perRow` keeps each one a check of the row at
   * hand (OFFSET 0: the planner cannot turn it into a join that starts from the filter's rows), for
   * scans that read candidates in an order of their own. `tagById` names the tag by `:tagId`, found
   * beforehand: the planner then knows how many candidates have it (by label, it assumes the average).
   */
  private filterConditions(query: ListCandidatesQuery, id: string, { perRow = false, updatedAfter = false, tagById = false } = {}): string[] {
    const exists = (subquery: string) => `EXISTS (${subquery}${perRow ? ' OFFSET 0' : ''})`;
    const conditions: string[] = [];
    if (query.email !== undefined) conditions.push(exists(`SELECT 1 FROM candidates f WHERE f.id = ${id} AND lower(f.email) = lower(:email)`));
    if (query.tag !== undefined) {
      conditions.push(
        exists(
          tagById
            ? `SELECT 1 FROM candidate_tags ct WHERE ct.candidate_id = ${id} AND ct.tag_id = :tagId`
            : `SELECT 1 FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = ${id} AND lower(t.label) = lower(:tag)`,
        ),
      );
    }
    if (updatedAfter && query.updatedAfter !== undefined) {
      conditions.push(exists(`SELECT 1 FROM candidates u WHERE u.id = ${id} AND u.updated_at > :updatedAfter`));
    }
    return conditions;
  }

  /** The candidate (a hot read: GET /candidates/{id}), locked as asked. */
  async findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<CandidateEntity | null> {
    const rows = await runPrepared<CandidateEntity>(tx, CANDIDATE_BY_ID(lock), [id]);
    return rows[0] ?? null;
  }

  /** The hot write (POST /candidates): a prepared INSERT and its values, to run with its event (EventRecorder.recordWith). */
  insertion(candidate: CandidateEntity): { statement: PreparedStatement; values: unknown[] } {
    const values = [
      candidate.id,
      candidate.firstName,
      candidate.lastName,
      candidate.email,
      candidate.phone,
      candidate.address,
      candidate.location,
      candidate.headline,
      candidate.summary,
      candidate.linkedinUrl,
      candidate.githubUrl,
      candidate.websiteUrl,
      // pg would send an array as a PostgreSQL array, not as JSON
      JSON.stringify(candidate.educationEntries),
      JSON.stringify(candidate.experienceEntries),
      candidate.createdAt,
      candidate.updatedAt,
    ];
    return { statement: INSERT_CANDIDATE, values };
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
    const rows: Array<{ indexname: string }> = await tx.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'candidates' AND indexname = ANY($1) AND indexdef LIKE 'CREATE UNIQUE INDEX %'`,
      [names],
    );
    return rows.map((row) => row.indexname);
  }

  /**
   * Candidates that are probably the same person as `id`, best first, at most `limit`, without
   * `id` itself; null when `id` names no candidate. Each reason is looked up through its own index.
   */
  async duplicatesOf(tx: EntityManager, id: string, limit: number): Promise<DuplicateMatch[] | null> {
    const subjects: Array<{ email_local: string; phone_digits: string | null; linkedin_key: string | null; full_name: string }> = await tx.query(
      `SELECT email_local, phone_digits, linkedin_key, ${FULL_NAME} AS full_name FROM candidates WHERE id = $1`,
      [id],
    );
    if (subjects.length === 0) return null;
    const subject = subjects[0];
    // `%` uses the index with this threshold; it holds until the transaction ends.
    await tx.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [String(SIMILAR_NAME_THRESHOLD)]);
    const rows: Array<{ id: string; score: number; same_email_local_part: boolean; same_phone: boolean; same_linkedin: boolean; similar_name: boolean }> =
      await tx.query(DUPLICATES_SQL, [id, subject.email_local, subject.phone_digits, subject.linkedin_key, subject.full_name, limit]);
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
      const rows: Array<{ id: string; label: string; created_at: Date; attached: boolean }> = await tx.query(
        `WITH made AS (
           INSERT INTO tags (id, label, created_at) VALUES ($1, $2::text, $3) ON CONFLICT (lower(label)) DO NOTHING RETURNING id, label, created_at
         ), tag AS (
           (SELECT id, label, created_at FROM made UNION ALL SELECT id, label, created_at FROM tags WHERE lower(label) = lower($2)) LIMIT 1
         ), attached AS (
           INSERT INTO candidate_tags (candidate_id, tag_id) SELECT $4::uuid, id FROM tag ON CONFLICT DO NOTHING RETURNING tag_id
         )
         SELECT id, label, created_at, EXISTS (SELECT 1 FROM attached) AS attached FROM tag`,
        [tag.id, tag.label, tag.createdAt, candidateId],
      );
      if (rows.length > 0)
        return { tag: tx.create(TagEntity, { id: rows[0].id, label: rows[0].label, createdAt: rows[0].created_at }), attached: rows[0].attached };
    }
    throw new Error(`The tag "${tag.label}" was neither made nor found`);
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
    // A tag never changes; it joined this candidate's list when it was attached.
    return keysetPage(builder, 't', page, { changedAt: 'ct.created_at' }).getMany();
  }

  listNotes(candidateId: string, page: PageQueryDto): Promise<NoteEntity[]> {
    const builder = this.candidates.manager.createQueryBuilder(NoteEntity, 'n').where('n.candidate_id = :candidateId', { candidateId });
    return keysetPage(builder, 'n', page).getMany();
  }

  /** A note without mentions, as one write (a prepared INSERT and its values, to run with its event: EventRecorder.recordWith). */
  noteInsertion(note: NoteEntity): { statement: PreparedStatement; values: unknown[] } {
    return { statement: INSERT_NOTE, values: [note.id, note.candidateId, note.authorId, note.authorName, note.body, note.createdAt, note.updatedAt] };
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

  /**
   * Candidate erasure: the labels in the activity metadata of the candidate's tag events become null,
   * marked `redacted`. Returns the ids of every tag the candidate ever had (its current ones too:
   * each attachment recorded `candidate.tag_added`).
   */
  async redactTagEvents(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await queryReturning<{ tag_id: string }>(
      tx,
      `UPDATE activity_events SET metadata = metadata || '{"label": null, "redacted": true}'::jsonb
        WHERE entity_id = $1 AND entity_type = 'candidate' AND type IN ('candidate.tag_added', 'candidate.tag_removed')
        RETURNING metadata->>'tagId' AS tag_id`,
      [candidateId],
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
    await tx.query('SELECT id FROM tags WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [tagIds]);
    await tx.query(
      `DELETE FROM tags t WHERE t.id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM candidate_tags ct WHERE ct.tag_id = t.id AND ct.candidate_id <> $2
                            AND ct.candidate_id IS DISTINCT FROM (SELECT m.survivor_id FROM candidate_merges m WHERE m.duplicate_id = $2))`,
      [tagIds, candidateId],
    );
  }
}
