import { Inject, Injectable, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  ConflictError,
  encodeWindowedCursor,
  EventRecorder,
  foreignKeyViolation,
  InvalidStateError,
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
  type ValidationIssue,
  ListFilters,
} from '@app/core';
import {
  CANDIDATE_EMAIL_INDEX,
  CANDIDATE_IDENTITY_POLICY,
  UNIQUE_EMAIL,
  type CandidateIdentityField,
  type CandidateIdentityPolicy,
} from './candidate-identity.policy';
import { CandidateEraser } from './candidate-eraser';
import { CandidateMerger } from './candidate-merger';
import { toEducationEntries, toExperienceEntries } from './domain/candidate-entries';
import { NULLABLE_TEXT_FIELDS } from './domain/candidate-fields';
import { CandidateMergedError } from './domain/candidate-merge.errors';
import { CandidateMergeRules } from './domain/candidate-merge-rules';
import { anonymizedFields } from './domain/candidate-anonymization';
import type { CandidateResponse, DuplicateResponse } from './representation/candidate-response.dto';
import { presentCandidate, presentDuplicate } from './representation/candidate.presenter';
import { CandidateEntity } from './persistence/candidate.entity';
import { CandidateRepository } from './persistence/candidate.repository';
import type { CreateCandidateInput, ListCandidatesQuery, MergeCandidateInput, UpdateCandidateInput } from './representation/candidate-requests';

/** At most this many duplicates are listed (docs/api/sync.md#duplicates). */
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
    private readonly listFilters: ListFilters,
    // An installation replaces it through an extension's policies (a global provider).
    @Optional() @Inject(CANDIDATE_IDENTITY_POLICY) identity?: CandidateIdentityPolicy,
  ) {
    this.identity = identity ?? UNIQUE_EMAIL;
  }

  /** After migrations (they run in onModuleInit): the unique indexes must agree with the identity policy. */
  async onApplicationBootstrap(): Promise<void> {
    const { keys } = this.identity;
    const unique = new Set(await this.repository.uniqueIndexes(this.dataSource.manager, [CANDIDATE_EMAIL_INDEX, ...keys.map((key) => key.index)]));
    for (const key of keys) {
      if (unique.has(key.index)) continue;
      throw new Error(
        key.index === CANDIDATE_EMAIL_INDEX
          ? `Candidate emails must be unique but the index ${CANDIDATE_EMAIL_INDEX} is missing: restore it or provide CANDIDATE_IDENTITY_POLICY`
          : `CANDIDATE_IDENTITY_POLICY makes ${key.field} identify a candidate but the unique index ${key.index} is missing: ship a migration creating it`,
      );
    }
    if (unique.has(CANDIDATE_EMAIL_INDEX) && !keys.some((key) => key.index === CANDIDATE_EMAIL_INDEX)) {
      throw new Error(
        `CANDIDATE_IDENTITY_POLICY allows duplicate emails but the index ${CANDIDATE_EMAIL_INDEX} still refuses them: ship a migration dropping it`,
      );
    }
  }

  /** POST /candidates. */
  async create(actor: Actor, dto: CreateCandidateInput): Promise<CandidateResponse> {
    const candidate = this.newCandidate(dto);
    const view = presentCandidate(candidate);
    const write = this.repository.insertion(candidate);
    await this.writeUnique(dto, () =>
      oneStatementWrite(this.dataSource, (runner) =>
        this.events.recordWith(runner, write, { type: 'candidate.created', entityId: candidate.id, actor, data: view }),
      ),
    );
    return view;
  }

  /**
   * docs/api/sync.md#upsert: creates the candidate with this email (any letter case), or the identity keys of
   * CANDIDATE_IDENTITY_POLICY, or applies the fields sent to the candidate the first key sent
   * matches. The insert waits for a concurrent one of the same key and then yields to it, so racing
   * upserts create one row and the others update it.
   */
  async upsert(actor: Actor, dto: CreateCandidateInput): Promise<{ candidate: CandidateResponse; created: boolean }> {
    // The candidate found by one key may be refused the value of another that a third candidate holds (409).
    return this.writeUnique(dto, () => this.dataSource.transaction((tx) => this.upsertIn(tx, actor, dto)));
  }

  /**
   * The upsert in the caller's transaction. `fillOnly` (a careers-site apply, docs/api/careers.md#apply):
   * a matched candidate takes only the fields it has no value for; nothing it holds is overwritten.
   */
  async upsertIn(
    tx: EntityManager,
    actor: Actor,
    dto: CreateCandidateInput,
    options: { fillOnly?: boolean } = {},
  ): Promise<{ candidate: CandidateResponse; created: boolean }> {
    for (let attempt = 1; ; attempt++) {
      const candidate = this.newCandidate(dto);
      if (await this.repository.insertUnlessTaken(tx, candidate)) {
        const view = presentCandidate(candidate);
        await this.events.record(tx, { type: 'candidate.created', entityId: candidate.id, actor, data: view });
        return { candidate: view, created: true };
      }
      const existing = await this.repository.findByIdentityForUpdate(tx, this.identity.keys, dto);
      if (existing !== null) {
        // The email of a candidate out of the request's reach is taken, not revealed (docs/api/access.md).
        if (!(await this.repository.isReached(tx, existing.id))) throw new ConflictError('A candidate you cannot access already has this identity', {});
        const changes = options.fillOnly === true ? missingFields(existing, dto) : dto;
        return { candidate: await this.applyChanges(tx, actor, existing, changes), created: false };
      }
      // The holder of the key was erased or changed between the two statements: insert again.
      if (attempt === UPSERT_ATTEMPTS) {
        const field = this.identity.keys.find((key) => typeof dto[key.field] === 'string')?.field ?? 'email';
        throw new ConflictError(`The candidate with ${field} ${dto[field]} changed concurrently; retry`, { field });
      }
    }
  }

  /** For other contexts: the id of the candidate the identity keys sent match (the email, any letter case), locked FOR UPDATE; null when none. */
  async matchIn(tx: EntityManager, dto: CreateCandidateInput): Promise<string | null> {
    return (await this.repository.findByIdentityForUpdate(tx, this.identity.keys, dto))?.id ?? null;
  }

  async get(id: string): Promise<CandidateResponse> {
    return presentCandidate(await this.findOrFail(this.dataSource.manager, id));
  }

  /** With `q`, the most relevant first (docs/api/search.md#order-and-cursor); otherwise newest first. */
  async list(dto: ListCandidatesQuery): Promise<Page<CandidateResponse>> {
    const query = { ...dto, filters: await this.listFilters.conditions('candidate', dto) };
    const { q } = query;
    if (q !== undefined) {
      return toPage(await this.repository.search({ ...query, q }), pageLimit(query), (row) => presentCandidate(row.candidate), encodeWindowedCursor);
    }
    return toPage(await this.repository.list(query), pageLimit(query), presentCandidate);
  }

  async update(actor: Actor, id: string, dto: UpdateCandidateInput): Promise<CandidateResponse> {
    return this.writeUnique(dto, () => this.dataSource.transaction(async (tx) => this.applyChanges(tx, actor, await this.findOrFail(tx, id, 'update'), dto)));
  }

  /** docs/api/sync.md#duplicates: candidates that are probably the same person, best first. */
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
   * Erasure (docs/adr/0014-candidate-erasure.md): every participant erases what the foreign
   * keys do not reach, the event copies are redacted (also those of the candidates merged into this
   * one), then the row goes with everything that cascades from it; the event that says so remains.
   */
  async erase(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.findOrFail(tx, id, 'update');
      await this.eraser.assertRemovable(tx, id, 'erase');
      for (const subjectId of [id, ...(await this.repository.mergedInto(tx, id))]) await this.eraser.eraseCandidate(tx, subjectId);
      await tx.delete(CandidateEntity, { id });
      await this.events.record(tx, { type: 'candidate.deleted', entityId: id, actor, data: { id } });
    });
    return { deleted: true };
  }

  /**
   * Anonymization (docs/api/retention.md#anonymization, docs/adr/0095-anonymization-beside-erasure.md): the sibling
   * of erasure. In one transaction, the candidate row locked (a concurrent edit waits, then finds it anonymized):
   * the removal guards, every erasure participant's `anonymizeCandidate` and the resources' `anonymize`
   * declarations, the outbox redacted (also for the candidates merged into this one), then the row takes
   * the anonymized fields; the applications and their history stay, so the reports count them as before.
   */
  async anonymize(actor: Actor, id: string): Promise<CandidateResponse> {
    return this.dataSource.transaction(async (tx) => {
      const candidate = await this.findOrFail(tx, id, 'update');
      if (candidate.anonymizedAt !== null) throw anonymizedError(id);
      await this.eraser.assertRemovable(tx, id, 'anonymize');
      for (const subjectId of [id, ...(await this.repository.mergedInto(tx, id))]) await this.eraser.anonymizeCandidate(tx, subjectId);
      const changes = anonymizedFields(id, new Date());
      Object.assign(candidate, changes);
      // The search index follows the row (its trigger), reading the notes, tags and documents already gone.
      await tx.update(CandidateEntity, { id }, changes);
      const view = presentCandidate(candidate);
      await this.events.record(tx, { type: 'candidate.anonymized', entityId: id, actor, data: view });
      return view;
    });
  }

  /**
   * docs/api/sync.md#merge (docs/adr/0016-candidate-merge.md, "Candidate merge"): in one transaction, both rows locked
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
        // The opposite merge of this pair won (docs/adr/0016-candidate-merge.md): a redirect would merge the survivor into itself.
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
      // An anonymized candidate is nobody's duplicate any more (docs/api/retention.md#anonymization).
      const anonymized: ValidationIssue[] = [];
      if (survivor.anonymizedAt !== null)
        anonymized.push({ location: 'path', path: 'id', message: `Candidate ${survivorId} is anonymized and cannot be merged` });
      if (duplicate.anonymizedAt !== null)
        anonymized.push({ location: 'body', path: 'duplicateId', message: `Candidate ${duplicateId} is anonymized and cannot be merged` });
      if (anonymized.length > 0) throw new ValidationFailedError(anonymized);
      const pair = { survivorId, duplicateId, actor };
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
   * when the id was merged away (docs/api/sync.md#merge), or null when there is none. `lock` as `exists`.
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
    // The key holds the row, not the request's reach (docs/api/access.md): a candidate out of reach is absent.
    if (!(await this.repository.isReached(this.dataSource.manager, id))) throw await this.missing(this.dataSource.manager, id);
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
      anonymizedAt: null,
    });
  }

  /** Writes the fields of `dto` that differ from the locked candidate; records `candidate.updated` when one did. */
  private async applyChanges(tx: EntityManager, actor: Actor, candidate: CandidateEntity, dto: UpdateCandidateInput): Promise<CandidateResponse> {
    if (candidate.anonymizedAt !== null) throw anonymizedError(candidate.id);
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

  /**
   * Runs a write (a transaction, or one statement) of the values sent: a value of an identity key
   * that another candidate holds (by the key's index: any letter case for email, also under races) is 409.
   */
  private async writeUnique<T>(sent: Partial<Record<CandidateIdentityField, string | null>>, write: () => Promise<T>): Promise<T> {
    if (this.identity.keys.length === 0) return write();
    try {
      return await write();
    } catch (error) {
      const violated = uniqueViolation(error);
      const key = this.identity.keys.find((candidate) => candidate.index === violated);
      if (key !== undefined) throw new ConflictError(`A candidate with ${key.field} ${sent[key.field]} already exists`, { field: key.field });
      throw error;
    }
  }
}

/** An anonymized candidate cannot be edited (docs/api/retention.md#anonymization). */
function anonymizedError(id: string): InvalidStateError {
  return new InvalidStateError(`Candidate ${id} is anonymized and cannot be changed`, 'anonymized', []);
}

/** The fields of `dto` the candidate holds no value for (null text fields, empty entry lists). */
function missingFields(candidate: CandidateEntity, dto: CreateCandidateInput): UpdateCandidateInput {
  const fill: UpdateCandidateInput = {};
  for (const field of NULLABLE_TEXT_FIELDS) if (candidate[field] === null && dto[field] != null) fill[field] = dto[field];
  if (candidate.educationEntries.length === 0 && dto.educationEntries != null) fill.educationEntries = dto.educationEntries;
  if (candidate.experienceEntries.length === 0 && dto.experienceEntries != null) fill.experienceEntries = dto.experienceEntries;
  return fill;
}
