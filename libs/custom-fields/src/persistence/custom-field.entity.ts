import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { FieldOption, FieldType, ObjectType } from '../domain/custom-field-rules';
import type { FieldValue } from '../domain/value-rules';

@Entity('custom_field_definitions')
export class CustomFieldEntity {
  @IdColumn() id: string;
  @Column('text') objectType: ObjectType;
  @Column('text') key: string;
  @Column('text') label: string;
  @Column('text') type: FieldType;
  @Column('jsonb') options: FieldOption[];
  @Column('boolean') required: boolean;
  @Column('boolean') pii: boolean;
  @Column('boolean') searchable: boolean;
  @Column('text') description: string;
  @Column('boolean') archived: boolean;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}

/** An object's values, by key; keys of archived definitions stay (an archived field keeps its values). */
@Entity('custom_field_values')
export class CustomFieldValuesEntity {
  @Column('uuid', { primary: true }) objectId: string;
  @Column('text') objectType: ObjectType;
  @Column('jsonb') values: Record<string, FieldValue>;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
