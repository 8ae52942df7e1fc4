import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { CustomFieldValuesService } from './custom-field-values.service';
import { OBJECT_SCOPES } from './custom-field-objects';
import { CustomFieldEntity } from './persistence/custom-field.entity';
import { presentCustomField } from './representation/custom-field.presenter';

/** The change feed's `custom_field`: the definition as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('custom_field', 'custom_fields')
@Injectable()
export class CustomFieldChangeFeed implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, CustomFieldEntity, ids, presentCustomField);
  }
}

/**
 * The change feed's `custom_field_values`: `{ objectType, objectId, values }` as now. Each item is shown to keys that may
 * read its object (`data.objectType` of its event), docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md.
 */
@ChangeFeedResource('custom_field_values', { key: 'objectType', scopes: OBJECT_SCOPES })
@Injectable()
export class CustomFieldValuesChangeFeed implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly values: CustomFieldValuesService,
  ) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return this.values.load(this.dataSource.manager, ids);
  }
}
