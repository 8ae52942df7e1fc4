import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, newId, NotFoundError, pageLimit, toPage, uniqueViolation, type Page, type PageQuery } from '@app/core';
import { ConsentPurposesRepository } from './persistence/consent-purposes.repository';
import type { ConsentPurposeEntity } from './persistence/consent-purpose.entity';
import type { CreateConsentPurposeInput, UpdateConsentPurposeInput } from './representation/consent-requests';
import type { ConsentPurposeResponse } from './representation/consent-response.dto';
import { presentConsentPurpose } from './representation/consent.presenter';

/** Consent purposes (docs/api/privacy.md#purposes): installation-wide; the routes that write them need an admin. */
@Injectable()
export class ConsentPurposesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ConsentPurposesRepository,
  ) {}

  async list(query: PageQuery): Promise<Page<ConsentPurposeResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentConsentPurpose);
  }

  /** A key already taken → 409 CONFLICT (the unique index decides, not a read before the write). */
  async create(input: CreateConsentPurposeInput): Promise<ConsentPurposeResponse> {
    const now = new Date();
    const purpose: ConsentPurposeEntity = {
      id: newId(),
      key: input.key,
      label: input.label,
      description: input.description ?? '',
      durationDays: input.durationDays ?? null,
      builtIn: false,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.dataSource.transaction((tx) => this.repository.insert(tx, purpose));
    } catch (error) {
      if (uniqueViolation(error) === 'consent_purposes_key_key')
        throw new ConflictError(`A consent purpose with key "${input.key}" exists`, { key: input.key });
      throw error;
    }
    return presentConsentPurpose(purpose);
  }

  /** `label`, `description`, `durationDays`; the key never changes. A new duration applies to consents given afterwards. */
  async update(id: string, input: UpdateConsentPurposeInput): Promise<ConsentPurposeResponse> {
    return this.dataSource.transaction(async (tx) => {
      const purpose = await this.repository.find(tx, id, 'update');
      if (purpose === null) throw new NotFoundError('Consent purpose', id);
      const changes: Partial<ConsentPurposeEntity> = {};
      if (input.label !== undefined) changes.label = input.label;
      if (input.description !== undefined) changes.description = input.description;
      if (input.durationDays !== undefined) changes.durationDays = input.durationDays;
      if (Object.keys(changes).length === 0) return presentConsentPurpose(purpose);
      changes.updatedAt = new Date();
      await this.repository.update(tx, id, changes);
      return presentConsentPurpose(Object.assign(purpose, changes));
    });
  }
}
