import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { UserRole } from '../domain/user-role';

@Entity('users')
export class UserEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text') email: string;
  @Column('text') role: UserRole;
  @Column('boolean') active: boolean;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
