import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { ServiceUnavailableError } from '../errors';
import { REDIS } from '../redis/redis.module';

const CHECK_TIMEOUT_MS = 2000;

class ReadinessSchema {
  @ApiProperty({ enum: ['ok'] }) status: string;
  @ApiProperty({ enum: ['up', 'down'] }) database: string;
  @ApiProperty({ enum: ['up', 'down'] }) redis: string;
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('Operations')
@Controller('health')
@Public()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

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
    const [database, redis] = await Promise.all([probe(() => this.dataSource.query('SELECT 1')), probe(() => this.redis.ping())]);
    if (database === 'down' || redis === 'down') {
      throw new ServiceUnavailableError('A dependency is unavailable', { database, redis });
    }
    return { status: 'ok', database, redis };
  }
}
