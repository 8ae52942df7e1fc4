import { ApiProperty } from '@nestjs/swagger';
import { TEAM_ROLES } from '../domain/hiring-team';

export class HiringTeamMemberResponse {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ example: 'Grace Hopper' }) name: string;
  @ApiProperty({ enum: TEAM_ROLES, enumName: 'TeamRole' }) role: string;
}

export class HiringTeamResponse {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ type: [HiringTeamMemberResponse] }) members: HiringTeamMemberResponse[];
  @ApiProperty({ format: 'date-time', description: 'When the team was last put; the job’s createdAt before that' }) updatedAt: string;
}
