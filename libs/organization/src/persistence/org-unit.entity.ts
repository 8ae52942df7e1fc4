import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

/** A department: a node of the departments tree (docs/api/organization.md#departments-and-offices). */
@Entity('departments')
export class DepartmentEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('uuid', { nullable: true }) parentId: string | null;
  @Column('text', { nullable: true }) externalId: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}

/** An office: a node of the offices tree (a region, a city, a building). */
@Entity('offices')
export class OfficeEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text', { nullable: true }) location: string | null;
  @Column('uuid', { nullable: true }) parentId: string | null;
  @Column('text', { nullable: true }) externalId: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}

/** Either kind of node: an office has a location too. */
export type OrgUnitEntity = DepartmentEntity | OfficeEntity;
