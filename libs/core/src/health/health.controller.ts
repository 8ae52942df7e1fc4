import { Controller, Get } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { ServiceUnavailableError } from '../errors';
import { Operation } from '../http/openapi';
import { DependencyProbes } from './dependency-probes';

class LivenessSchema {
  @ApiProperty({ enum: ['ok'] }) status: string;
}

class ReadinessSchema {
  @ApiProperty({ enum: ['ok'] }) status: string;
  @ApiProperty({ enum: ['up'] }) database: string;
  @ApiProperty({ enum: ['up'] }) redis: string;
}

@ApiTags('Operations')
@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly probes: DependencyProbes) {}

  @Get()
  @Operation({ summary: 'Liveness: the process answers', response: LivenessSchema })
  live(): LivenessSchema {
    return { status: 'ok' };
  }

  @Get('ready')
  @Operation({
    summary: 'Readiness: PostgreSQL and Redis answer (503 SERVICE_UNAVAILABLE with details { database, redis } when either does not)',
    response: ReadinessSchema,
  })
  async ready(): Promise<ReadinessSchema> {
    const { database, redis } = await this.probes.check();
    if (database === 'down' || redis === 'down') {
      throw new ServiceUnavailableError('A dependency is unavailable', { database, redis });
    }
    return { status: 'ok', database, redis };
  }
}
