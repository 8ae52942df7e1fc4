import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type RulesByProperty = ReturnType<MetadataStorage['groupByPropertyName']>;

const remembering = new WeakSet<MetadataStorage>();

/**
 * class-validator looks up a class's rules on every `validate()` of every object, nested ones
 * included, by testing the class against every validated class of the process (`instanceof`, a
 * few hundred DTOs here) and filtering the results into new arrays: a fifth of what a POST
 * allocates (docs/performance/log/2026-11-24-fewer-layers.md). The rules are fixed once the classes are loaded, so each
 * lookup is remembered, and forgotten whenever a rule is added. The lists are only read by the
 * library, never changed.
 */
export function rememberValidationRules(storage: MetadataStorage = getMetadataStorage()): void {
  if (remembering.has(storage)) return;
  remembering.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const groupByProperty = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let rulesOf = new Map<string, ValidationMetadata[]>();
  let targetIds = new WeakMap<object, number>();
  let grouped = new WeakMap<ValidationMetadata[], RulesByProperty>();
  let nextTargetId = 0;

  storage.addValidationMetadata = (metadata: ValidationMetadata): void => {
    rulesOf = new Map();
    targetIds = new WeakMap();
    grouped = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    let targetId = targetIds.get(target);
    if (targetId === undefined) targetIds.set(target, (targetId = nextTargetId++));
    const key = `${targetId}\u0000${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let rules = rulesOf.get(key);
    if (rules === undefined) rulesOf.set(key, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (metadata: ValidationMetadata[]) => {
    let byProperty = grouped.get(metadata);
    if (byProperty === undefined) grouped.set(metadata, (byProperty = groupByProperty(metadata)));
    return byProperty;
  };
}
