import { Injectable } from '@nestjs/common';
import { SecretCipher, ServiceUnavailableError, ValidationFailedError, type ValidationIssue } from '@app/core';
import type { StoredAction } from '../domain/automation-rules';
import { AutomationActionRegistry } from './automation-action.registry';
import { isMaskedSecret, maskSecret, secretFieldsOf } from './secret-field';

/**
 * The @Secret() fields of action configs (docs/extending.md, "Secrets in an action's config"):
 * encrypted with ENCRYPTION_KEY and the automation's id as associated data, so a ciphertext copied
 * to another automation does not decrypt; masked for the API, decrypted for the run.
 */
@Injectable()
export class ActionSecrets {
  constructor(
    private readonly cipher: SecretCipher,
    private readonly registry: AutomationActionRegistry,
  ) {}

  /**
   * The actions as the automation stores them. A masked value keeps the secret stored for the same
   * field of the action at the same index with the same type in `stored`, and sending the secret
   * itself keeps its ciphertext, so sending back what GET showed changes nothing; a masked value
   * with no such secret behind it is a 422.
   */
  seal(automationId: string, actions: readonly StoredAction[], stored: readonly StoredAction[] = []): StoredAction[] {
    const issues: ValidationIssue[] = [];
    const sealed = actions.map((action, index) => {
      const fields = this.fieldsOf(action.type).filter((field) => typeof action.config[field] === 'string');
      if (fields.length === 0) return action;
      this.requireCipher();
      const before = stored[index]?.type === action.type ? stored[index].config : {};
      const config = { ...action.config };
      for (const field of fields) {
        const sent = config[field] as string;
        const kept = typeof before[field] === 'string' ? before[field] : undefined;
        const keptSecret = kept === undefined ? undefined : this.decryptOrUndefined(kept, automationId);
        if (isMaskedSecret(sent)) {
          const path = `actions.${index}.config.${field}`;
          if (keptSecret === undefined || maskSecret(keptSecret) !== sent) {
            issues.push({ location: 'body', path, message: `${path} is a masked secret that matches none stored for this action: send the secret itself` });
          }
          config[field] = kept;
        } else {
          config[field] = keptSecret === sent ? kept : this.cipher.encrypt(sent, automationId);
        }
      }
      return { ...action, config };
    });
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return sealed;
  }

  /** The actions as the API shows them: each secret `••••` + its last four characters. */
  mask(automationId: string, actions: readonly StoredAction[]): StoredAction[] {
    return actions.map((action) => {
      const fields = this.fieldsOf(action.type).filter((field) => typeof action.config[field] === 'string');
      if (fields.length === 0) return action;
      const config = { ...action.config };
      for (const field of fields) {
        const secret = this.decryptOrUndefined(config[field] as string, automationId);
        config[field] = secret === undefined ? maskSecret('') : maskSecret(secret);
      }
      return { ...action, config };
    });
  }

  /** The config `execute` is given: its secrets decrypted (throws, failing the step, when one does not decrypt). */
  reveal(automationId: string, action: StoredAction): Record<string, unknown> {
    const fields = this.fieldsOf(action.type).filter((field) => typeof action.config[field] === 'string');
    if (fields.length === 0) return action.config;
    const config = { ...action.config };
    for (const field of fields) config[field] = this.cipher.decrypt(config[field] as string, automationId);
    return config;
  }

  private fieldsOf(type: string): readonly string[] {
    return secretFieldsOf(this.registry.get(type)?.configType);
  }

  private decryptOrUndefined(stored: string, automationId: string): string | undefined {
    try {
      return this.cipher.decrypt(stored, automationId);
    } catch {
      return undefined;
    }
  }

  private requireCipher(): void {
    if (!this.cipher.available) {
      throw new ServiceUnavailableError(
        'Secrets of automation actions cannot be stored: the server has no ENCRYPTION_KEY (32 random bytes, base64); ask the operator to set it',
      );
    }
  }
}
