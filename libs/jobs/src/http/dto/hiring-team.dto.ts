import { EnumField, NestedArrayField, UuidField, EXAMPLE_ID } from '@app/core';
import { TEAM_ROLES, type TeamRole } from '../../domain/hiring-team';

export class HiringTeamMemberDto {
  @UuidField({ description: 'A user, listed once', example: EXAMPLE_ID }) userId: string;
  @EnumField(TEAM_ROLES, { enumName: 'TeamRole', example: 'hiring_manager' }) role: TeamRole;
}

/** PUT /jobs/{id}/hiring-team: the whole team, 0 to 100 members. */
export class PutHiringTeamDto {
  @NestedArrayField(() => HiringTeamMemberDto, {
    min: 0,
    max: 100,
    description: 'The whole team: it replaces the previous one',
    example: [{ userId: EXAMPLE_ID, role: 'hiring_manager' }],
  })
  members: HiringTeamMemberDto[];
}
