import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import {
  APP_CONFIG,
  canonicalJson,
  generateWebhookSecret,
  isUuid,
  newId,
  NotFoundError,
  pageLimit,
  previousSecretExpiry,
  refusedTargetUrl,
  SecretCipher,
  ServiceUnavailableError,
  toPage,
  ValidationFailedError,
  type Actor,
  type AppConfig,
  type Page,
  type RowLock,
  type ValidationIssue,
} from '@app/core';
import { UsersService } from '@app/users';
import { JobsService } from '@app/jobs';
import { ActionSecrets } from './actions/action-secrets';
import { subjectsOf } from './actions/action-subjects';
import { AutomationActionRegistry } from './actions/automation-action.registry';
import { AUTOMATION_LIMITS, AutomationRules, type GovernanceAction, type StoredAction } from './domain/automation-rules';
import { presentAutomation } from './representation/automation.presenter';
import type { AutomationResponse, AutomationSigningSecretResponse } from './representation/automation-response.dto';
import { AutomationEntity } from './persistence/automation.entity';
import { AutomationsRepository } from './persistence/automations.repository';
import type { AutomationActionInput, CreateAutomationInput, ListAutomationsQuery, UpdateAutomationInput } from './representation/automation-requests';

/** Fields PATCH copies as they are when they differ (docs/api/states.md#automation); conditions and actions are compared as JSON. */
const PLAIN_FIELDS = [
  'name',
  'description',
  'enabled',
  'maxRunsPerMinute',
  'maxExternalActionsPerMinute',
  'circuitBreakerThreshold',
  'circuitBreakerCooldownSeconds',
] as const;

/**
 * Automation definitions (docs/api/resources.md#automations-and-runs, docs/api/states.md#automation). Definition changes are not domain
 * events: no activity, no outbox. Governance moves and edits lock the automation's row.
 */
@Injectable()
export class AutomationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AutomationsRepository,
    private readonly registry: AutomationActionRegistry,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
    private readonly cipher: SecretCipher,
    private readonly secrets: ActionSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A draft at definitionVersion 1, made by the key's user, with a fresh signing secret for its http_request steps. */
  async create(actor: Actor, dto: CreateAutomationInput): Promise<AutomationResponse> {
    this.requireCipher();
    const actions = toStoredActions(dto.actions);
    return this.dataSource.transaction(async (tx) => {
      await this.checkActions(tx, dto.trigger.event, actions);
      const id = newId();
      const now = new Date();
      const sealed = this.secrets.seal(id, actions);
      const automation = tx.create(AutomationEntity, {
        id,
        name: dto.name,
        description: dto.description ?? null,
        enabled: dto.enabled ?? true,
        status: 'draft',
        triggerEvent: dto.trigger.event,
        conditions: dto.conditions ?? null,
        actions: sealed,
        definitionVersion: 1,
        createdById: actor.id,
        approvalRequestedAt: null,
        approvalRequestedById: null,
        approvedById: null,
        approvedAt: null,
        publishedById: null,
        publishedAt: null,
        maxRunsPerMinute: dto.maxRunsPerMinute ?? AUTOMATION_LIMITS.maxRunsPerMinute.default,
        maxExternalActionsPerMinute: dto.maxExternalActionsPerMinute ?? AUTOMATION_LIMITS.maxExternalActionsPerMinute.default,
        circuitBreakerThreshold: dto.circuitBreakerThreshold ?? AUTOMATION_LIMITS.circuitBreakerThreshold.default,
        circuitBreakerCooldownSeconds: dto.circuitBreakerCooldownSeconds ?? AUTOMATION_LIMITS.circuitBreakerCooldownSeconds.default,
        circuitOpenUntil: null,
        consecutiveFailures: 0,
        signingSecretEncrypted: this.cipher.encrypt(generateWebhookSecret(), id),
        previousSigningSecretEncrypted: null,
        previousSigningSecretExpiresAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(AutomationEntity, asRow(automation));
      return this.present(automation);
    });
  }

  async list(query: ListAutomationsQuery): Promise<Page<AutomationResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), (automation) => this.present(automation));
  }

  async get(id: string): Promise<AutomationResponse> {
    return this.present(await this.findOrFail(this.dataSource.manager, id));
  }

  /**
   * PATCH /automations/{id}: only the fields sent change. Changed conditions or actions (compared as JSON, so
   * sending the stored value is no change) bump definitionVersion and send an automation past
   * draft back to draft; other fields keep status and version. Archived automations are final (409).
   */
  async update(id: string, dto: UpdateAutomationInput): Promise<AutomationResponse> {
    const actions = dto.actions === undefined ? undefined : toStoredActions(dto.actions);
    return this.dataSource.transaction(async (tx) => {
      const automation = await this.findOrFail(tx, id, 'update');
      // State before references (docs/adr/0008-order-of-checks-on-a-write.md): an archived automation is 409 whatever the body names.
      AutomationRules.assertEditable(automation.status);
      const changes: Partial<AutomationEntity> = {};
      for (const field of PLAIN_FIELDS) {
        const value = dto[field];
        if (value !== undefined && value !== automation[field]) Object.assign(changes, { [field]: value });
      }
      if (dto.conditions !== undefined && canonicalJson(dto.conditions) !== canonicalJson(automation.conditions)) changes.conditions = dto.conditions;
      if (actions !== undefined) {
        // Sealed before the comparison: a secret sent back (or its masked form) keeps its ciphertext.
        const sealed = this.secrets.seal(id, actions, automation.actions);
        if (canonicalJson(sealed) !== canonicalJson(automation.actions)) {
          await this.checkActions(tx, automation.triggerEvent, actions);
          changes.actions = sealed;
        }
      }
      if (Object.keys(changes).length === 0) return this.present(automation);

      const definitionChanged = 'conditions' in changes || 'actions' in changes;
      Object.assign(changes, AutomationRules.afterPatch(automation, definitionChanged), { updatedAt: new Date() });
      await tx.update(AutomationEntity, { id }, asRow(changes));
      return this.present(Object.assign(automation, changes));
    });
  }

  /** draft → pending_approval (docs/api/states.md#automation). */
  requestApproval(actor: Actor, id: string): Promise<AutomationResponse> {
    return this.govern(actor, id, 'request-approval');
  }

  /** pending_approval → approved, by a user other than the one who requested approval (403 otherwise). */
  approve(actor: Actor, id: string): Promise<AutomationResponse> {
    return this.govern(actor, id, 'approve');
  }

  /** approved → published: from then on the automation runs while enabled. */
  publish(actor: Actor, id: string): Promise<AutomationResponse> {
    return this.govern(actor, id, 'publish');
  }

  /** Any status but archived → archived, for good. */
  archive(actor: Actor, id: string): Promise<AutomationResponse> {
    return this.govern(actor, id, 'archive');
  }

  /**
   * A new signing secret for the automation's http_request steps, returned this once; the one it
   * replaces keeps signing next to it for 24 hours so receivers can switch.
   */
  async rotateSigningSecret(id: string): Promise<AutomationSigningSecretResponse> {
    return this.dataSource.transaction(async (tx) => {
      const automation = await this.findOrFail(tx, id, 'update');
      this.requireCipher();
      const now = new Date();
      const secret = generateWebhookSecret();
      const previousSecretExpiresAt = previousSecretExpiry(now);
      await tx.update(
        AutomationEntity,
        { id },
        {
          signingSecretEncrypted: this.cipher.encrypt(secret, id),
          previousSigningSecretEncrypted: automation.signingSecretEncrypted,
          previousSigningSecretExpiresAt: previousSecretExpiresAt,
          updatedAt: now,
        },
      );
      return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
    });
  }

  private async govern(actor: Actor, id: string, action: GovernanceAction): Promise<AutomationResponse> {
    return this.dataSource.transaction(async (tx) => {
      const automation = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      const changes: Partial<AutomationEntity> = { ...AutomationRules.govern(automation, action, actor.id, now), updatedAt: now };
      await tx.update(AutomationEntity, { id }, asRow(changes));
      return this.present(Object.assign(automation, changes));
    });
  }

  private present(automation: AutomationEntity): AutomationResponse {
    return presentAutomation(automation, this.secrets.mask(automation.id, automation.actions));
  }

  /** The automation or 404; `update` locks its row until the transaction ends. */
  async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<AutomationEntity> {
    const automation = await this.repository.find(tx, id, lock);
    if (automation === null) throw new NotFoundError('Automation', id);
    return automation;
  }

  /**
   * What only the database, the registry and the settings can tell, all at once (422): each action's
   * subject must be one the trigger event carries, the records its config names must exist, and an
   * http_request url may not name a private or loopback host the SSRF guard would refuse (as webhooks).
   */
  private async checkActions(tx: EntityManager, triggerEvent: string, actions: readonly StoredAction[]): Promise<void> {
    const issues: ValidationIssue[] = [];
    const subjects = subjectsOf(triggerEvent);
    for (const [index, action] of actions.entries()) {
      const subject = this.registry.get(action.type)?.subject ?? null;
      if (subject !== null && !subjects.has(subject)) {
        const carried = subjects.size === 0 ? 'none' : `only ${[...subjects].join(' and ')}`;
        issues.push(
          issue(
            `actions.${index}.type`,
            `${action.type} needs a trigger event about ${subject === 'application' ? 'an' : 'a'} ${subject}; ${triggerEvent} carries ${carried}`,
          ),
        );
      }
    }
    const ownerIds = actions.map((action) => (action.type === 'create_task' ? action.config.ownerId : undefined));
    const users = await this.users.namesOf(tx, ownerIds.filter(isUuid));
    for (const [index, ownerId] of ownerIds.entries()) {
      if (typeof ownerId === 'string' && !users.has(ownerId)) issues.push(issue(`actions.${index}.config.ownerId`, `${ownerId} is not a user`));
    }
    for (const [index, action] of actions.entries()) {
      const url = action.type === 'http_request' ? action.config.url : undefined;
      const refused = typeof url === 'string' ? refusedTargetUrl(url, this.config.outboundPrivateTargets) : null;
      if (refused !== null) issues.push(issue(`actions.${index}.config.url`, `is refused: ${refused}`));
    }
    for (const [index, action] of actions.entries()) {
      const stageId = action.type === 'move_application' ? action.config.toStageId : undefined;
      if (typeof stageId === 'string' && !(await this.jobs.stageExists(tx, stageId))) {
        issues.push(issue(`actions.${index}.config.toStageId`, `${stageId} is not a stage of any job`));
      }
    }
    if (issues.length > 0) throw new ValidationFailedError(issues);
  }

  private requireCipher(): void {
    if (!this.cipher.available) {
      throw new ServiceUnavailableError(
        'Automation signing secrets cannot be stored: the server has no ENCRYPTION_KEY (32 random bytes, base64); ask the operator to set it',
      );
    }
  }
}

/** TypeORM cannot type `conditions` (any JSON, `unknown`) as a column value; it writes it as JSON. */
function asRow(values: Partial<AutomationEntity>): QueryDeepPartialEntity<AutomationEntity> {
  return values as QueryDeepPartialEntity<AutomationEntity>;
}

/** The path is part of the message, as the validation pipe writes it. */
function issue(path: string, message: string): ValidationIssue {
  return { location: 'body', path, message: `${path} ${message}` };
}

/** Actions as the definition stores them: JSON only (class instances and undefined keys dropped), continueOnError explicit. */
function toStoredActions(actions: readonly AutomationActionInput[]): StoredAction[] {
  return actions.map((action) => ({
    type: action.type,
    config: JSON.parse(JSON.stringify(action.config)) as Record<string, unknown>,
    continueOnError: action.continueOnError ?? false,
  }));
}
