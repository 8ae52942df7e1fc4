import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CandidateEraser, ConflictError, encodeLeadingCursor, EventRecorder, newId, NotFoundError, pageLimit, toPage, uniqueViolation, type Actor, type Page } from '@app/core';
import { toEducationEntries, toExperienceEntries } from './domain/candidate-entries';
import type { CandidateResponse } from './http/dto/candidate-response.dto';
import type { ListCandidatesDto } from './http/dto/list-candidates.dto';
import type { CreateCandidateDto, UpdateCandidateDto } from './http/dto/candidate.dto';
import { presentCandidate } from './http/candidate.presenter';
import { CandidateEntity } from './persistence/candidate.entity';
import { CandidateRepository } from './persistence/candidate.repository';

const NULLABLE_TEXT_FIELDS = ['phone', 'address', 'location', 'headline', 'summary', 'linkedinUrl', 'githubUrl', 'websiteUrl'] as const;

@Injectable()
export class CandidatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
    private readonly events: EventRecorder,
    private readonly eraser: CandidateEraser,
  ) {}

  /** Spec op 1. */
  async create(actor: Actor, dto: CreateCandidateDto): Promise<CandidateResponse> {
    const now = new Date();
    const candidate = this.dataSource.manager.create(CandidateEntity, {
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
    const view = presentCandidate(candidate);
    await this.writeUnique(candidate.email, async (tx) => {
      await tx.insert(CandidateEntity, candidate);
      await this.events.record(tx, { type: 'candidate.created', entityId: candidate.id, actor, data: view });
    });
    return view;
  }

  async get(id: string): Promise<CandidateResponse> {
    return presentCandidate(await this.findOrFail(this.dataSource.manager, id));
  }

  /** With `q`, the most relevant first (CONTRACT §9); otherwise newest first. */
  async list(query: ListCandidatesDto): Promise<Page<CandidateResponse>> {
    const { q } = query;
    if (q !== undefined) {
      return toPage(await this.repository.search({ ...query, q }), pageLimit(query), (row) => presentCandidate(row.candidate), encodeLeadingCursor);
    }
    return toPage(await this.repository.list(query), pageLimit(query), presentCandidate);
  }

  async update(actor: Actor, id: string, dto: UpdateCandidateDto): Promise<CandidateResponse> {
    return this.writeUnique(dto.email, async (tx) => {
      const candidate = await this.findOrFail(tx, id, true);
      const changes: Partial<CandidateEntity> = {};
      for (const field of ['firstName', 'lastName', 'email'] as const) {
        if (dto[field] !== undefined && dto[field] !== candidate[field]) changes[field] = dto[field];
      }
      for (const field of NULLABLE_TEXT_FIELDS) {
        if (dto[field] !== undefined && dto[field] !== candidate[field]) changes[field] = dto[field];
      }
      if (dto.educationEntries !== undefined) {
        const entries = toEducationEntries(dto.educationEntries);
        if (JSON.stringify(entries) !== JSON.stringify(candidate.educationEntries)) changes.educationEntries = entries;
      }
      if (dto.experienceEntries !== undefined) {
        const entries = toExperienceEntries(dto.experienceEntries);
        if (JSON.stringify(entries) !== JSON.stringify(candidate.experienceEntries)) changes.experienceEntries = entries;
      }
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentCandidate(candidate);
      Object.assign(candidate, changes, { updatedAt: new Date() });
      await tx.update(CandidateEntity, { id }, { ...changes, updatedAt: candidate.updatedAt });
      const view = presentCandidate(candidate);
      await this.events.record(tx, { type: 'candidate.updated', entityId: id, actor, metadata: { changedFields }, data: view });
      return view;
    });
  }

  /**
   * Erasure (docs/decisions.md, "What erasure removes"): every participant erases what the foreign
   * keys do not reach, the event copies are redacted, then the row goes with everything that
   * cascades from it; the event that says so remains.
   */
  async erase(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.findOrFail(tx, id, true);
      await this.eraser.eraseCandidate(tx, id);
      await tx.delete(CandidateEntity, { id });
      await this.events.record(tx, { type: 'candidate.deleted', entityId: id, actor, data: { id } });
    });
    return { deleted: true };
  }

  /** For other contexts: whether the candidate exists; `share` keeps it from being erased until the transaction ends. */
  exists(tx: EntityManager, id: string, lock: 'none' | 'share' = 'none'): Promise<boolean> {
    return this.repository.exists(tx, id, lock);
  }

  async findOrFail(tx: EntityManager, id: string, lock = false): Promise<CandidateEntity> {
    const candidate = await tx.findOne(CandidateEntity, { where: { id }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
    if (candidate === null) throw new NotFoundError('Candidate', id);
    return candidate;
  }

  /** Runs a write in a transaction; a taken email (any letter case, also under races) is 409. */
  private async writeUnique<T>(email: string | undefined, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'candidates_email_key') throw new ConflictError(`A candidate with email ${email} already exists`, { field: 'email' });
      throw error;
    }
  }
}
