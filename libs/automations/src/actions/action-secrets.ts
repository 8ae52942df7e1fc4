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
   * field (and place within it) of the action at the same index with the same type in `stored`, and sending the secret
   * itself keeps its ciphertext, so sending back what GET showed changes nothing; a masked value
   * with no such secret behind it is a 422.
   */
  seal(automationId: string, actions: readonly StoredAction[], stored: readonly StoredAction[] = []): StoredAction[] {
    const issues: ValidationIssue[] = [];
    const sealed = actions.map((action, index) => {
      const fields = this.fieldsOf(action);
      if (fields.length === 0) return action;
      this.requireCipher();
      const before = stored[index]?.type === action.type ? stored[index].config : {};
      const config = { ...action.config };
      for (const field of fields) {
        config[field] = mapSecretStrings(config[field], [], (sent, at) => {
          const kept = secretStringAt(before[field], at);
          const keptSecret = kept === undefined ? undefined : this.decryptOrUndefined(kept, automationId);
          if (isMaskedSecret(sent)) {
            const path = ['actions', index, 'config', field, ...at].join('.');
            if (keptSecret === undefined || maskSecret(keptSecret) !== sent) {
              issues.push({ location: 'body', path, message: `${path} is a masked secret that matches none stored for this action: send the secret itself` });
            }
            return kept;
          }
          return keptSecret === sent ? kept : this.cipher.encrypt(sent, automationId);
        });
      }
      return { ...action, config };
    });
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return sealed;
  }

  /** The actions as the API shows them: each secret `••••` + its last four characters. */
  mask(automationId: string, actions: readonly StoredAction[]): StoredAction[] {
    return actions.map((action) => {
      const fields = this.fieldsOf(action);
      if (fields.length === 0) return action;
      const config = { ...action.config };
      const masked = (stored: string) => maskSecret(this.decryptOrUndefined(stored, automationId) ?? '');
      for (const field of fields) config[field] = mapSecretStrings(config[field], [], masked);
      return { ...action, config };
    });
  }

  /** The config `execute` is given: its secrets decrypted (throws, failing the step, when one does not decrypt). */
  reveal(automationId: string, action: StoredAction): Record<string, unknown> {
    const fields = this.fieldsOf(action);
    if (fields.length === 0) return action.config;
    const config = { ...action.config };
    for (const field of fields) config[field] = mapSecretStrings(config[field], [], (stored) => this.cipher.decrypt(stored, automationId));
    return config;
  }

  /** The action's @Secret() fields that hold a string, at the top or within (an object of headers). */
  private fieldsOf(action: StoredAction): readonly string[] {
    return secretFieldsOf(this.registry.get(action.type)?.configType).filter((field) => holdsString(action.config[field]));
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

/** A secret field's value with each string in it (the value itself, or every string within its objects and arrays) replaced by `replace`. */
function mapSecretStrings(value: unknown, at: readonly string[], replace: (secret: string, at: readonly string[]) => unknown): unknown {
  if (typeof value === 'string') return replace(value, at);
  if (Array.isArray(value)) return value.map((item, index) => mapSecretStrings(item, [...at, String(index)], replace));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapSecretStrings(item, [...at, key], replace)]));
}

/** The string at `at` within a stored secret field's value, if there is one. */
function secretStringAt(value: unknown, at: readonly string[]): string | undefined {
  let current = value;
  for (const key of at) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
  return typeof current === 'string' ? current : undefined;
}

function holdsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsString);
}
