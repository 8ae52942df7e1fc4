import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  canonicalJson,
  ConflictError,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
} from '@app/core';
import { CustomFieldRules, MAX_ACTIVE_PER_OBJECT_TYPE, type FieldOption, type FieldType, type ObjectType } from './domain/custom-field-rules';
import { CustomFieldEntity } from './persistence/custom-field.entity';
import { CustomFieldsRepository, type ListCustomFieldsQuery } from './persistence/custom-fields.repository';
import type { CustomFieldResponse } from './representation/custom-field-response.dto';
import { presentCustomField } from './representation/custom-field.presenter';

export interface CreateCustomFieldInput {
  objectType: ObjectType;
  key: string;
  label: string;
  type: FieldType;
  options?: FieldOption[];
  required?: boolean;
  pii?: boolean;
  searchable?: boolean;
  description?: string;
}

export interface UpdateCustomFieldInput {
  label?: string;
  description?: string;
  options?: FieldOption[];
  required?: boolean;
  pii?: boolean;
  searchable?: boolean;
}

const EDITABLE_FIELDS = ['label', 'description', 'options', 'required', 'pii', 'searchable'] as const;

/** Custom field definitions (docs/api/custom-fields.md#definitions). */
@Injectable()
export class CustomFieldsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CustomFieldsRepository,
    private readonly events: EventRecorder,
  ) {}

  async create(actor: Actor, dto: CreateCustomFieldInput): Promise<CustomFieldResponse> {
    assertNoIssues(CustomFieldRules.issues(dto));
    return this.dataSource.transaction(async (tx) => {
      await this.repository.lockObjectType(tx, dto.objectType);
      await this.assertRoomFor(tx, dto.objectType);
      const now = new Date();
      const field = Object.assign(new CustomFieldEntity(), {
        id: newId(),
        objectType: dto.objectType,
        key: dto.key,
        label: dto.label,
        type: dto.type,
        options: (dto.options ?? []).map(({ value, label }) => ({ value, label })),
        required: dto.required ?? false,
        pii: dto.pii ?? CustomFieldRules.piiByDefault(dto.type),
        searchable: dto.searchable ?? false,
        description: dto.description ?? '',
        archived: false,
        createdAt: now,
        updatedAt: now,
      });
      try {
        await this.repository.insert(tx, field);
      } catch (error) {
        if (uniqueViolation(error) === 'custom_field_definitions_key_unique') {
          throw new ConflictError(`A ${dto.objectType} custom field with key "${dto.key}" exists already`);
        }
        throw error;
      }
      return this.recorded(tx, actor, 'custom_field.created', field, {});
    });
  }

  /** The definitions of an object type with these keys, archived ones too, as their GET shows them (another context checks what it will write into them). */
  async ofKeys(objectType: ObjectType, keys: readonly string[]): Promise<CustomFieldResponse[]> {
    return (await this.repository.ofKeys(this.dataSource.manager, objectType, keys)).map(presentCustomField);
  }

  async get(id: string): Promise<CustomFieldResponse> {
    return presentCustomField(await this.findOrFail(this.dataSource.manager, id));
  }

  async list(query: ListCustomFieldsQuery): Promise<Page<CustomFieldResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentCustomField);
  }

  /** PATCH: the fields sent replace the stored ones; no change, no event. Removing an option values still hold is a conflict. */
  async update(actor: Actor, id: string, dto: UpdateCustomFieldInput): Promise<CustomFieldResponse> {
    return this.dataSource.transaction(async (tx) => {
      const field = await this.findOrFail(tx, id, 'update');
      const next: Partial<CustomFieldEntity> = {
        ...dto,
        ...(dto.options === undefined ? {} : { options: dto.options.map(({ value, label }) => ({ value, label })) }),
      };
      const issues = CustomFieldRules.issues({
        objectType: field.objectType,
        type: field.type,
        options: next.options ?? field.options,
        searchable: next.searchable ?? field.searchable,
      });
      assertNoIssues(issues);
      const changedFields = EDITABLE_FIELDS.filter((key) => next[key] !== undefined && canonicalJson(next[key]) !== canonicalJson(field[key]));
      if (changedFields.length === 0) return presentCustomField(field);
      if (next.options !== undefined) {
        const removed = CustomFieldRules.removedOptions(field.options, next.options);
        const inUse = await this.repository.countHolding(tx, field.objectType, field.key, removed);
        if (inUse > 0) {
          throw new ConflictError(`Values still hold the option${removed.length === 1 ? '' : 's'} ${removed.map((value) => `"${value}"`).join(', ')}`, {
            inUse,
          });
        }
      }
      const changes: Partial<CustomFieldEntity> = Object.fromEntries(changedFields.map((key) => [key, next[key]]));
      changes.updatedAt = new Date();
      const searchChanged = changedFields.includes('searchable') || (field.searchable && changedFields.includes('options'));
      Object.assign(field, changes);
      await this.repository.update(tx, id, changes);
      if (field.objectType === 'candidate' && searchChanged) await this.repository.refreshSearchOf(tx, field.key);
      return this.recorded(tx, actor, 'custom_field.updated', field, { changedFields });
    });
  }

  /** Archived: left out of value maps, its values kept, writes refused. Archiving an archived field changes nothing. */
  async archive(actor: Actor, id: string): Promise<CustomFieldResponse> {
    return this.setArchived(actor, id, true);
  }

  /** Active again, within the 300 active definitions of its object type. */
  async unarchive(actor: Actor, id: string): Promise<CustomFieldResponse> {
    return this.setArchived(actor, id, false);
  }

  private async setArchived(actor: Actor, id: string, archived: boolean): Promise<CustomFieldResponse> {
    return this.dataSource.transaction(async (tx) => {
      const { objectType } = await this.findOrFail(tx, id);
      if (!archived) await this.repository.lockObjectType(tx, objectType);
      const field = await this.findOrFail(tx, id, 'update');
      if (field.archived === archived) return presentCustomField(field);
      if (!archived) await this.assertRoomFor(tx, objectType);
      const changes = { archived, updatedAt: new Date() };
      Object.assign(field, changes);
      await this.repository.update(tx, id, changes);
      if (field.objectType === 'candidate' && field.searchable) await this.repository.refreshSearchOf(tx, field.key);
      return this.recorded(tx, actor, archived ? 'custom_field.archived' : 'custom_field.unarchived', field, {});
    });
  }

  private async assertRoomFor(tx: EntityManager, objectType: ObjectType): Promise<void> {
    if ((await this.repository.countActive(tx, objectType)) >= MAX_ACTIVE_PER_OBJECT_TYPE) {
      throw ValidationFailedError.body(
        'objectType',
        `objectType ${objectType} has ${MAX_ACTIVE_PER_OBJECT_TYPE} active custom fields already, the most it may have`,
      );
    }
  }

  /** Definition events go to webhooks, automations and the change feed; the activity feed does not file them. */
  private async recorded(
    tx: EntityManager,
    actor: Actor,
    type: EventType,
    field: CustomFieldEntity,
    metadata: Record<string, unknown>,
  ): Promise<CustomFieldResponse> {
    const view = presentCustomField(field);
    await this.events.record(tx, { type, entityId: field.id, actor, metadata, data: view });
    return view;
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<CustomFieldEntity> {
    const field = await this.repository.findOne(tx, id, lock);
    if (field === null) throw new NotFoundError('Custom field', id);
    return field;
  }
}

function assertNoIssues(issues: ReturnType<typeof CustomFieldRules.issues>): void {
  if (issues.length > 0) throw new ValidationFailedError(issues);
}
