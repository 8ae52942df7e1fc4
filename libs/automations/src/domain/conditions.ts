import { LogicEngine } from 'json-logic-engine';
import { nestingDepth } from '@app/core';

/**
 * Automation conditions: a JsonLogic expression over `{ event: { type, data } }`, or null for
 * "always" (docs/api/events.md#definition), run by json-logic-engine.
 */

/** Deeper nesting (objects and arrays) is refused: the engine builds and runs expressions recursively. */
export const MAX_CONDITIONS_DEPTH = 32;
/** Larger expressions are refused: the engine compiles an expression into one JavaScript expression, and a few thousand terms overflow the stack. */
export const MAX_CONDITIONS_VALUES = 1000;

/** What conditions are evaluated against. */
export interface ConditionsContext {
  event: { type: string; data: unknown };
}

/** The expression's value, and whether it counts as true (JsonLogic truthiness: `[]`, `{}`, `""`, `0`, null are false). */
export interface ConditionsOutcome {
  result: unknown;
  passed: boolean;
}

export type CompiledConditions = (context: ConditionsContext) => ConditionsOutcome;

/** An expression threw while it ran (the `throw` operator, or a limit of the engine). */
export class ConditionsEvaluationError extends Error {
  constructor(thrown: unknown) {
    super(`The conditions failed to evaluate: ${describeThrown(thrown)}`);
  }
}

const engine = new LogicEngine();

/** Why `expression` cannot be used as conditions, or null when it can (null itself means "always"). */
export function conditionsProblem(expression: unknown): string | null {
  if (expression === null) return null;
  if (nestingDepth(expression, MAX_CONDITIONS_DEPTH) > MAX_CONDITIONS_DEPTH)
    return `must not nest objects and arrays deeper than ${MAX_CONDITIONS_DEPTH} levels`;
  if (valueCount(expression, MAX_CONDITIONS_VALUES) > MAX_CONDITIONS_VALUES)
    return `must have at most ${MAX_CONDITIONS_VALUES} values (objects, arrays, strings, numbers, booleans and nulls)`;
  let buildError: unknown = null;
  try {
    engine.build(expression);
  } catch (error) {
    if ((error as { type?: unknown } | null)?.type !== 'Invalid Arguments') return describeBuildError(error);
    buildError = error;
  }
  // Each operation on its own as well: the engine skips parts it folds away, such as what follows `true` in an `or`.
  const culprit = findInvalidArguments(expression, 'conditions');
  if (culprit !== null) return `gives invalid arguments to "${culprit.operator}" at ${culprit.path}`;
  return buildError === null ? null : 'has an operator with invalid arguments';
}

/** A function the run engine calls per event; throws ConditionsEvaluationError when the expression throws. */
export function compileConditions(expression: unknown): CompiledConditions {
  if (expression === null || expression === undefined) return () => ({ result: true, passed: true });
  const problem = conditionsProblem(expression);
  if (problem !== null) throw new Error(`The conditions ${problem}`);
  const run = engine.build(expression) as (data: unknown) => unknown;
  return (context) => {
    let result: unknown;
    try {
      result = run(context);
    } catch (error) {
      throw new ConditionsEvaluationError(error);
    }
    return { result: result === undefined ? null : result, passed: Boolean(engine.truthy(result)) };
  };
}

/** Runs carry their conditions as JSON: a worker compiles each distinct expression once (validating and building it costs more than running it). */
export class ConditionsCache {
  private readonly byJson = new Map<string, CompiledConditions>();

  constructor(private readonly capacity = 1000) {}

  of(expression: unknown): CompiledConditions {
    const key = JSON.stringify(expression ?? null);
    let conditions = this.byJson.get(key);
    if (conditions === undefined) {
      conditions = compileConditions(expression);
      // Simplest bound: start over when full (a worker sees few distinct expressions: one per automation version).
      if (this.byJson.size >= this.capacity) this.byJson.clear();
      this.byJson.set(key, conditions);
    }
    return conditions;
  }
}

function describeBuildError(error: unknown): string {
  if ((error as { type?: unknown } | null)?.type === 'Unknown Operator') {
    return (
      `uses "${String((error as { key?: unknown }).key)}", which is not a JsonLogic operator (an object with several keys is read as an ` +
      'operation too: wrap data in {"preserve": ...})'
    );
  }
  return `is not a valid JsonLogic expression: ${describeThrown(error)}`;
}

/** JSON values in `value`, counted without recursion and given up past `max`. */
function valueCount(value: unknown, max: number): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && count <= max) {
    const current = pending.pop();
    count++;
    if (typeof current === 'object' && current !== null) for (const child of Object.values(current)) pending.push(child);
  }
  return count;
}

/** The innermost operation that does not build on its own because of its arguments (depth and size are already bounded). */
function findInvalidArguments(node: unknown, path: string): { operator: string; path: string } | null {
  if (typeof node !== 'object' || node === null) return null;
  // What `preserve` holds is data, not operations.
  if (!Array.isArray(node) && 'preserve' in node) return null;
  for (const [key, child] of Object.entries(node)) {
    const found = findInvalidArguments(child, `${path}.${key}`);
    if (found !== null) return found;
  }
  const keys = Object.keys(node);
  if (Array.isArray(node) || keys.length !== 1) return null;
  try {
    engine.build(node);
    return null;
  } catch (error) {
    return (error as { type?: unknown } | null)?.type === 'Invalid Arguments' ? { operator: keys[0], path } : null;
  }
}

function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  try {
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return String(thrown);
  }
}
