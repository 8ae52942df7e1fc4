import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

export const USER_ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

@Entity('users')
export class UserEntity {
  @IdColumn() id: string;
  @Column('text') name: string;
  @Column('text') email: string;
  @Column('text') role: UserRole;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
