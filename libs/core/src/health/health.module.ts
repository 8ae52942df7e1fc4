import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** GET /health and /health/ready (DependencyProbes comes from the global ObservabilityModule). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
