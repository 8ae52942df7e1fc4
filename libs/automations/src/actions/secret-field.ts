import { applyDecorators } from '@nestjs/common';
import { getMetadataStorage, ValidateIf } from 'class-validator';

/** What the API shows of a secret: four bullets, then the secret's last four characters when it has at least 8. */
const MASK_PREFIX = '••••';
const MASKED = /^••••.{0,4}$/su;
/** Below this length the last four characters would give away half the secret or more. */
const SHOWN_FROM_LENGTH = 8;

const SECRET_FIELDS = Symbol('secretFields');

type ConfigClass = new () => object;

/**
 * Marks a field of an action's config class as a secret (docs/extending.md, "Secrets in an action's
 * config"): stored encrypted with ENCRYPTION_KEY and bound to the automation, returned as
 * `••••` + its last four characters, and decrypted only for `execute`. A PATCH may send the masked
 * value back to keep the stored secret, so the field's own rules do not apply to a masked value.
 * A field holding an object or array (an action's `headers`) has each string within it handled so,
 * its keys shown as they are; its rules see the masked strings.
 */
export function Secret(): PropertyDecorator {
  return applyDecorators(
    (target: object, key: string | symbol) => {
      const owner = target as Record<symbol, string[] | undefined>;
      // A new array on this class's prototype: a subclass adds to its parent's list without changing it.
      owner[SECRET_FIELDS] = [...(owner[SECRET_FIELDS] ?? []), String(key)];
    },
    ValidateIf((_object, value) => !isMaskedSecret(value)),
  );
}

/** The fields of a config class marked with @Secret(). */
export function secretFieldsOf(configType: ConfigClass | undefined): readonly string[] {
  return (configType?.prototype as Record<symbol, string[] | undefined> | undefined)?.[SECRET_FIELDS] ?? [];
}

export function maskSecret(secret: string): string {
  const characters = [...secret];
  return characters.length >= SHOWN_FROM_LENGTH ? MASK_PREFIX + characters.slice(-4).join('') : MASK_PREFIX;
}

export function isMaskedSecret(value: unknown): value is string {
  return typeof value === 'string' && MASKED.test(value);
}

/**
 * The paths of @Secret() fields below a config class's top level (`credentials.clientSecret`: a field of a nested
 * config object's class; not an array's items), which would not be protected: only the config class's own fields are. A registry refuses such a
 * class at start (AutomationActionRegistry) instead of storing the secret in clear; mark the outer field @Secret()
 * instead, which makes every string within it a secret (docs/extending.md#secrets-in-an-actions-config).
 */
export function nestedSecretPaths(configType: ConfigClass, seen: ReadonlySet<ConfigClass> = new Set()): string[] {
  const own = new Set(secretFieldsOf(configType));
  const properties = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(configType, '', true, false)
      .map((metadata) => metadata.propertyName),
  );
  const paths: string[] = [];
  for (const property of properties) {
    if (own.has(property)) continue;
    // The property's declared class (emitDecoratorMetadata): a nested config object's; an array's items are not seen here.
    const nested = Reflect.getMetadata('design:type', configType.prototype as object, property) as ConfigClass | undefined;
    if (typeof nested !== 'function' || nested === Object || seen.has(nested)) continue;
    const below = [...secretFieldsOf(nested), ...nestedSecretPaths(nested, new Set([...seen, configType]))];
    paths.push(...below.map((path) => `${property}.${path}`));
  }
  return paths;
}
