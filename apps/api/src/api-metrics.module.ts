import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, DependencyProbes, Metrics, ProbeServer, type AppConfig } from '@app/core';

/**
 * The API's Prometheus metrics on a private port (METRICS_PORT on METRICS_HOST, loopback by
 * default), never on the public PORT: the worker's probe server, so /health and /health/ready
 * answer there too.
 */
@Module({})
export class ApiMetricsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ApiMetrics');
  private readonly server: ProbeServer;
  /** The port listened on (METRICS_PORT, or the one chosen for port 0). */
  port: number | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
    probes: DependencyProbes,
  ) {
    this.server = new ProbeServer(metrics, probes);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.port = await this.server.listen(this.config.metricsPort, this.config.metricsHost);
    this.logger.log(`Metrics on ${this.config.metricsHost}:${this.port}: /metrics, /health, /health/ready`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.close();
  }
}
