import { Injectable, Logger, type OnApplicationBootstrap, type Provider } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, REDIS, type AppConfig } from '@app/core';
import { AutomationActionRegistry } from './automation-action.registry';

export type ProcessRole = 'api' | 'worker';

/** What a process with `workerTypes` cannot run of what a process with `apiTypes` accepts. */
export function typesTheWorkerLacks(apiTypes: readonly string[], workerTypes: readonly string[]): string[] {
  return apiTypes.filter((type) => !workerTypes.includes(type));
}

export class ActionParityError extends Error {
  constructor(role: ProcessRole, missing: string[]) {
    super(
      role === 'api'
        ? `The workers cannot run the action types ${missing.join(', ')} that this API would accept: deploy the workers with the same extensions ` +
            '(apps/extensions.ts) first'
        : `This worker cannot run the action types ${missing.join(', ')} that the API accepts: start it with the same extensions ` +
            '(apps/extensions.ts) as the API',
    );
  }
}

/**
 * Start-up check that the API accepts no action type the workers cannot run (docs/extending.md).
 * Each process records its types in Redis under its role (last start wins) and compares with the
 * other role's record: a worker must know every type the API records; an API starts only if the
 * recorded workers know all of its types. Nothing is compared before the other role ever started.
 */
@Injectable()
export class ActionParityCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Automations');

  constructor(
    private readonly role: ProcessRole,
    private readonly registry: AutomationActionRegistry,
    private readonly redis: Redis,
    private readonly queuePrefix: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const own = this.registry.types().sort();
    const otherRole: ProcessRole = this.role === 'api' ? 'worker' : 'api';
    const recorded = await this.redis.get(this.keyOf(otherRole));
    if (recorded !== null) {
      const other = JSON.parse(recorded) as string[];
      const missing = this.role === 'api' ? typesTheWorkerLacks(own, other) : typesTheWorkerLacks(other, own);
      if (missing.length > 0) throw new ActionParityError(this.role, missing);
    }
    await this.redis.set(this.keyOf(this.role), JSON.stringify(own));
    this.logger.log(`Action types: ${own.join(', ')}`);
  }

  private keyOf(role: ProcessRole): string {
    return `${this.queuePrefix}:automation-action-types:${role}`;
  }
}

/** The check as a provider of one process: AutomationsHttpModule (api) and AutomationsWorkerModule (worker). */
export function actionParityCheck(role: ProcessRole): Provider {
  return {
    provide: ActionParityCheck,
    inject: [AutomationActionRegistry, REDIS, APP_CONFIG],
    useFactory: (registry: AutomationActionRegistry, redis: Redis, config: AppConfig) => new ActionParityCheck(role, registry, redis, config.queuePrefix),
  };
}
