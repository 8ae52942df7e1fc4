import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { ServiceUnavailableError } from '../errors';
import { DependencyProbes } from './dependency-probes';

class ReadinessSchema {
  @ApiProperty({ enum: ['ok'] }) status: string;
  @ApiProperty({ enum: ['up', 'down'] }) database: string;
  @ApiProperty({ enum: ['up', 'down'] }) redis: string;
}

@ApiTags('Operations')
@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly probes: DependencyProbes) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis answer (503 when either does not)' })
  @ApiResponse({ status: 200, type: ReadinessSchema })
  @ApiResponse({ status: 503, description: 'SERVICE_UNAVAILABLE with details { database, redis }' })
  async ready(): Promise<ReadinessSchema> {
    const { database, redis } = await this.probes.check();
    if (database === 'down' || redis === 'down') {
      throw new ServiceUnavailableError('A dependency is unavailable', { database, redis });
    }
    return { status: 'ok', database, redis };
  }
}
