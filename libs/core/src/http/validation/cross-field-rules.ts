import type { Type } from '@nestjs/common';
import type { ValidationIssue } from '../../errors';

const CROSS_FIELD_RULES = Symbol('CROSS_FIELD_RULES');

/**
 * Rules of a request body that span its fields (a bound against another bound, keys unique in a
 * list), run by RequestValidationPipe after the fields' own rules on the same body, so a 422 lists
 * both kinds at once (docs/api/wire-rules.md#order-of-checks). A provider: it may read settings.
 */
export interface CrossFieldRules<Body extends object = object> {
  /**
   * Every broken rule. `body` may hold values that broke their own rule: `refused(path)` tells
   * whether the value at `path` (dotted, e.g. `items.2.max`) did, sits inside one that did or
   * holds one that did; such values cannot be judged and are skipped. What the check reports at or under a refused
   * path is dropped, the path's own issue says enough. Rules that read stored data (a name a field must match) answer a promise.
   */
  issues(body: Body, refused: (path: string) => boolean): ValidationIssue[] | Promise<ValidationIssue[]>;
}

/** The request DTO's rules across fields, checked by RequestValidationPipe (inherited by subclasses). */
export const CheckedAcrossFields =
  (rules: Type<CrossFieldRules>): ClassDecorator =>
  (target) =>
    Reflect.defineMetadata(CROSS_FIELD_RULES, rules, target);

export function crossFieldRulesOf(metatype: object): Type<CrossFieldRules> | undefined {
  return Reflect.getMetadata(CROSS_FIELD_RULES, metatype) as Type<CrossFieldRules> | undefined;
}
