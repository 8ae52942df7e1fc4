import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_PATTERN } from '@app/core';
import { USER_ROLES } from '../domain/user-role';

export class UserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email: string;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
