import { Inject, Injectable, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  CandidateEraser,
  CandidateMerger,
  ConflictError,
  encodeWindowedCursor,
  EventRecorder,
  foreignKeyViolation,
  oneStatementWrite,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type DomainError,
  type Page,
  type RowLock,
} from '@app/core';
import { CANDIDATE_EMAIL_INDEX, CANDIDATE_IDENTITY_POLICY, UNIQUE_EMAIL, type CandidateIdentityPolicy } from './candidate-identity.policy';
import { toEducationEntries, toExperienceEntries } from './domain/candidate-entries';
import { NULLABLE_TEXT_FIELDS } from './domain/candidate-fields';
import { CandidateMergedError } from './domain/candidate-merge.errors';
import { CandidateMergeRules } from './domain/candidate-merge-rules';
import type { CandidateResponse, DuplicateResponse } from './representation/candidate-response.dto';
import { presentCandidate, presentDuplicate } from './representation/candidate.presenter';
import { CandidateEntity } from './persistence/candidate.entity';
import { CandidateRepository } from './persistence/candidate.repository';
import type { CreateCandidateInput, ListCandidatesQuery, MergeCandidateInput, UpdateCandidateInput } from './representation/candidate-requests';

/** At most this many duplicates are listed (CONTRACT §10). */
const MAX_DUPLICATES = 20;
/** Inserts tried by one upsert whose matching candidate keeps disappearing under it. */
const UPSERT_ATTEMPTS = 3;

@Injectable()
export class CandidatesService implements OnApplicationBootstrap {
  private readonly identity: CandidateIdentityPolicy;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
    private readonly events: EventRecorder,
    private readonly eraser: CandidateEraser,
    private readonly merger: CandidateMerger,
    // An installation replaces it through an extension's policies (a global provider).
    @Optional() @Inject(CANDIDATE_IDENTITY_POLICY) identity?: CandidateIdentityPolicy,
  ) {
    this.identity = identity ?? UNIQUE_EMAIL;
  }

  /** After migrations (they run in onModuleInit): the email index must agree with the identity policy. */
  async onApplicationBootstrap(): Promise<void> {
    const [{ indexed }] = await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = $1) AS indexed`, [CANDIDATE_EMAIL_INDEX]);
    if (indexed === this.identity.uniqueEmail) return;
    throw new Error(
      this.identity.uniqueEmail
        ? `Candidate emails must be unique but the index ${CANDIDATE_EMAIL_INDEX} is missing: restore it or provide CANDIDATE_IDENTITY_POLICY`
        : `CANDIDATE_IDENTITY_POLICY allows duplicate emails but the index ${CANDIDATE_EMAIL_INDEX} still refuses them: ship a migration dropping it`,
    );
  }

  /** Spec op 1. */
  async create(actor: Actor, dto: CreateCandidateInput): Promise<CandidateResponse> {
    const candidate = this.newCandidate(dto);
    const view = presentCandidate(candidate);
    const { statement, values } = this.repository.insertion(candidate);
    await this.writeUnique(candidate.email, () =>
      oneStatementWrite(this.dataSource, (runner) =>
        this.events.recordWith(runner, statement, values, { type: 'candidate.created', entityId: candidate.id, actor, data: view }),
      ),
    );
    return view;
  }

  /**
   * CONTRACT §10: creates the candidate with this email (any letter case) or applies the fields sent
   * to it. The insert waits for a concurrent one of the same email and then yields to it, so racing
   * upserts create one row and the others update it.
   */
  async upsert(actor: Actor, dto: CreateCandidateInput): Promise<{ candidate: CandidateResponse; created: boolean }> {
    return this.dataSource.transaction(async (tx) => {
      for (let attempt = 1; ; attempt++) {
        const candidate = this.newCandidate(dto);
        if (await this.repository.insertUnlessEmailTaken(tx, candidate)) {
          const view = presentCandidate(candidate);
          await this.events.record(tx, { type: 'candidate.created', entityId: candidate.id, actor, data: view });
          return { candidate: view, created: true };
        }
        const existing = await this.repository.findByEmailForUpdate(tx, dto.email);
        if (existing !== null) return { candidate: await this.applyChanges(tx, actor, existing, dto), created: false };
        // The holder of the email was erased or renamed between the two statements: insert again.
        if (attempt === UPSERT_ATTEMPTS) throw new ConflictError(`The candidate with email ${dto.email} changed concurrently; retry`, { field: 'email' });
      }
    });
  }

  async get(id: string): Promise<CandidateResponse> {
    return presentCandidate(await this.findOrFail(this.dataSource.manager, id));
  }

  /** With `q`, the most relevant first (CONTRACT §9); otherwise newest first. */
  async list(query: ListCandidatesQuery): Promise<Page<CandidateResponse>> {
    const { q } = query;
    if (q !== undefined) {
      return toPage(await this.repository.search({ ...query, q }), pageLimit(query), (row) => presentCandidate(row.candidate), encodeWindowedCursor);
    }
    return toPage(await this.repository.list(query), pageLimit(query), presentCandidate);
  }

  async update(actor: Actor, id: string, dto: UpdateCandidateInput): Promise<CandidateResponse> {
    return this.writeUnique(dto.email, () =>
      this.dataSource.transaction(async (tx) => this.applyChanges(tx, actor, await this.findOrFail(tx, id, 'update'), dto)),
    );
  }

  /** CONTRACT §10: candidates that are probably the same person, best first. */
  async duplicates(id: string): Promise<DuplicateResponse[]> {
    return this.dataSource.transaction(async (tx) => {
      const matches = await this.repository.duplicatesOf(tx, id, MAX_DUPLICATES);
      if (matches === null) throw await this.missing(tx, id);
      const candidates = new Map(
        (await tx.findBy(CandidateEntity, { id: In(matches.map((match) => match.id)) })).map((candidate) => [candidate.id, candidate]),
      );
      return matches.flatMap((match) => {
        const candidate = candidates.get(match.id);
        return candidate === undefined ? [] : [presentDuplicate(candidate, match)];
      });
    });
  }

  /**
   * Erasure (docs/decisions.md, "What erasure removes"): every participant erases what the foreign
   * keys do not reach, the event copies are redacted (also those of the candidates merged into this
   * one), then the row goes with everything that cascades from it; the event that says so remains.
   */
  async erase(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.findOrFail(tx, id, 'update');
      for (const subjectId of [id, ...(await this.repository.mergedInto(tx, id))]) await this.eraser.eraseCandidate(tx, subjectId);
      await tx.delete(CandidateEntity, { id });
      await this.events.record(tx, { type: 'candidate.deleted', entityId: id, actor, data: { id } });
    });
    return { deleted: true };
  }

  /**
   * CONTRACT §10 "Merge" (docs/decisions.md, "Candidate merge"): in one transaction, both rows locked
   * in id order, every participant moves the duplicate's records, the survivor takes the duplicate's
   * fields where its own are null, the merge is recorded and the duplicate row deleted.
   */
  async merge(actor: Actor, survivorId: string, dto: MergeCandidateInput): Promise<CandidateResponse> {
    const { duplicateId } = dto;
    if (duplicateId === survivorId) throw ValidationFailedError.body('duplicateId', 'duplicateId must name another candidate than the one in the path');
    return this.dataSource.transaction(async (tx) => {
      const locked = await this.repository.lockInIdOrder(tx, [survivorId, duplicateId]);
      const survivor = locked.find((candidate) => candidate.id === survivorId);
      const duplicate = locked.find((candidate) => candidate.id === duplicateId);
      if (survivor === undefined) {
        const error = await this.missing(tx, survivorId);
        // The opposite merge of this pair won (docs/decisions.md, "Candidate merge"): a redirect would merge the survivor into itself.
        if (error instanceof CandidateMergedError && error.mergedIntoId === duplicateId) {
          throw new ConflictError(`Candidate ${survivorId} was merged into candidate ${duplicateId}`, { mergedIntoId: duplicateId });
        }
        throw error;
      }
      if (duplicate === undefined) {
        const mergedIntoId = await this.repository.survivorOf(tx, duplicateId);
        // Already merged into this candidate (a retry, or the same merge sent twice at once): done.
        if (mergedIntoId === survivorId) return presentCandidate(survivor);
        if (mergedIntoId !== null) throw new ConflictError(`Candidate ${duplicateId} was already merged into candidate ${mergedIntoId}`, { mergedIntoId });
        throw ValidationFailedError.body('duplicateId', `duplicateId ${duplicateId} is not a candidate`);
      }
      const pair = { survivorId, duplicateId };
      await this.merger.mergeCandidate(tx, pair);
      await this.repository.recordMerge(tx, pair);
      await tx.delete(CandidateEntity, { id: duplicateId });
      const changes = { ...CandidateMergeRules.changes(survivor, duplicate), updatedAt: new Date() };
      Object.assign(survivor, changes);
      await tx.update(CandidateEntity, { id: survivorId }, changes);
      const view = presentCandidate(survivor);
      await this.events.record(tx, { type: 'candidate.merged', entityId: survivorId, actor, metadata: { survivorId, duplicateId }, data: view });
      // A feed reader already past the duplicate's own changes learns it is gone (docs/syncing.md, "Ids that survive merges").
      const tombstone = { id: duplicateId, deleted: true, mergedIntoId: survivorId };
      await this.events.record(tx, { type: 'candidate.deleted', entityId: duplicateId, actor, metadata: { mergedIntoId: survivorId }, data: tombstone });
      return view;
    });
  }

  /** For other contexts: whether the candidate exists; `share` keeps it from being erased until the transaction ends. */
  exists(tx: EntityManager, id: string, lock?: RowLock): Promise<boolean> {
    return this.repository.exists(tx, id, lock);
  }

  /**
   * For body fields that name a candidate: the id of the candidate it names, which is the survivor's
   * when the id was merged away (CONTRACT §10), or null when there is none. `lock` as `exists`.
   */
  async resolveId(tx: EntityManager, id: string, lock?: RowLock): Promise<string | null> {
    if (await this.repository.exists(tx, id, lock)) return id;
    const survivorId = await this.repository.survivorOf(tx, id);
    return survivorId !== null && (await this.repository.exists(tx, survivorId, lock)) ? survivorId : null;
  }

  /** For paths that name a candidate: 404, or 308 to the survivor when the id was merged away. */
  async assertExists(tx: EntityManager, id: string, lock?: RowLock): Promise<void> {
    if (!(await this.repository.exists(tx, id, lock))) throw await this.missing(tx, id);
  }

  /**
   * Runs a write whose row names the candidate by the foreign key `key`, in place of assertExists: the
   * key holds the candidate against deletion and merge until the write commits, and when it finds the
   * candidate gone the write fails with what assertExists throws (not found, or merged into another).
   */
  async writeReferencing<T>(id: string, key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (foreignKeyViolation(error) === key) await this.assertExists(this.dataSource.manager, id);
      throw error;
    }
  }

  async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<CandidateEntity> {
    const candidate = await this.repository.findOne(tx, id, lock);
    if (candidate === null) throw await this.missing(tx, id);
    return candidate;
  }

  private newCandidate(dto: CreateCandidateInput): CandidateEntity {
    const now = new Date();
    return Object.assign(new CandidateEntity(), {
      id: newId(),
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      ...Object.fromEntries(NULLABLE_TEXT_FIELDS.map((field) => [field, dto[field] ?? null])),
      educationEntries: toEducationEntries(dto.educationEntries),
      experienceEntries: toExperienceEntries(dto.experienceEntries),
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Writes the fields of `dto` that differ from the locked candidate; records `candidate.updated` when one did. */
  private async applyChanges(tx: EntityManager, actor: Actor, candidate: CandidateEntity, dto: UpdateCandidateInput): Promise<CandidateResponse> {
    const changes: Partial<CandidateEntity> = {};
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (dto[field] !== undefined && dto[field] !== candidate[field]) changes[field] = dto[field];
    }
    for (const field of NULLABLE_TEXT_FIELDS) {
      if (dto[field] !== undefined && dto[field] !== candidate[field]) changes[field] = dto[field];
    }
    // Compared as values: jsonb hands the stored entries back with their keys reordered.
    if (dto.educationEntries !== undefined) {
      const entries = toEducationEntries(dto.educationEntries);
      if (!isDeepStrictEqual(entries, candidate.educationEntries)) changes.educationEntries = entries;
    }
    if (dto.experienceEntries !== undefined) {
      const entries = toExperienceEntries(dto.experienceEntries);
      if (!isDeepStrictEqual(entries, candidate.experienceEntries)) changes.experienceEntries = entries;
    }
    const changedFields = Object.keys(changes);
    if (changedFields.length === 0) return presentCandidate(candidate);
    Object.assign(candidate, changes, { updatedAt: new Date() });
    await tx.update(CandidateEntity, { id: candidate.id }, { ...changes, updatedAt: candidate.updatedAt });
    const view = presentCandidate(candidate);
    await this.events.record(tx, { type: 'candidate.updated', entityId: candidate.id, actor, metadata: { changedFields }, data: view });
    return view;
  }

  /** The error for a candidate id that names no candidate; the merge table is read only here, off the hot path. */
  private async missing(tx: EntityManager, id: string): Promise<DomainError> {
    const survivorId = await this.repository.survivorOf(tx, id);
    return survivorId === null ? new NotFoundError('Candidate', id) : new CandidateMergedError(id, survivorId);
  }

  /** Runs a write (a transaction, or one statement); under the unique-email policy a taken email (any letter case, also under races) is 409. */
  private async writeUnique<T>(email: string | undefined, write: () => Promise<T>): Promise<T> {
    if (!this.identity.uniqueEmail) return write();
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) === CANDIDATE_EMAIL_INDEX) throw new ConflictError(`A candidate with email ${email} already exists`, { field: 'email' });
      throw error;
    }
  }
}
