import { compileConditions, ConditionsCache, conditionsProblem, ConditionsEvaluationError, MAX_CONDITIONS_DEPTH, MAX_CONDITIONS_VALUES } from './conditions';

const event = (data: Record<string, unknown>, type = 'application.stage_changed') => ({ event: { type, data } });

/** `levels` nested arrays around a number: [[[1]]] is 3 levels. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe('automation conditions', () => {
  describe(conditionsProblem.name, () => {
    it.each([
      ['null (always)', null],
      ['a comparison', { '==': [{ var: 'event.data.toStageId' }, 'x'] }],
      ['nested logic', { and: [{ '==': [{ var: 'event.type' }, 'application.stage_changed'] }, { in: ['vip', { var: 'event.data.tags' }] }] }],
      ['a constant', true],
      ['a number', 0],
      ['a string', 'yes'],
      ['an array', [1, 2]],
      ['an empty object (data)', {}],
      ['preserved data', { preserve: { a: 1, b: 2 } }],
      ['missing', { missing: ['event.data.candidateId'] }],
    ])('accepts %s', (_name, expression) => {
      expect(conditionsProblem(expression)).toBeNull();
    });

    it('names an unknown operator', () => {
      expect(conditionsProblem({ and: [{ equals: [1, 1] }] })).toMatch(/"equals", which is not a JsonLogic operator/);
    });

    it('refuses an object with several keys, read as an operation', () => {
      expect(conditionsProblem({ '==': [1, 1], '!=': [1, 2] })).toMatch(/not a JsonLogic operator.*several keys/);
    });

    it('names the operator given invalid arguments and where it is', () => {
      expect(conditionsProblem({ '<': [1] })).toBe('gives invalid arguments to "<" at conditions');
      expect(conditionsProblem({ and: [true, { or: [{ '==': 1 }] }] })).toBe('gives invalid arguments to "==" at conditions.and.1.or.0');
    });

    it('finds invalid arguments in parts the engine folds away', () => {
      expect(conditionsProblem({ or: [true, { '<': [1] }] })).toBe('gives invalid arguments to "<" at conditions.or.1');
    });

    it('reads what preserve holds as data', () => {
      expect(conditionsProblem({ in: [{ var: 'event.type' }, { preserve: [{ '<': [1] }, 'job.created'] }] })).toBeNull();
    });

    it(`allows ${MAX_CONDITIONS_VALUES} values and refuses one more, however many`, () => {
      // An `and` of 199 comparisons { "==": [{ "var": "x" }, i] } holds 2 + 5 * 199 = 997 values; [1, 2] adds 3.
      const comparisons = Array.from({ length: 199 }, (_, index) => ({ '==': [{ var: 'event.data.x' }, index] }));
      expect(conditionsProblem({ and: [...comparisons, [1, 2]] })).toBeNull();
      expect(conditionsProblem({ and: [...comparisons, [1, 2, 3]] })).toMatch(/at most 1000 values/);
      expect(conditionsProblem({ in: [1, Array.from({ length: 500_000 }, () => 0)] })).toMatch(/at most 1000 values/);
    });

    it(`allows ${MAX_CONDITIONS_DEPTH} levels of nesting and refuses one more, however deep`, () => {
      expect(conditionsProblem(nested(MAX_CONDITIONS_DEPTH))).toBeNull();
      expect(conditionsProblem(nested(MAX_CONDITIONS_DEPTH + 1))).toMatch(/deeper than 32 levels/);
      expect(conditionsProblem(nested(100_000))).toMatch(/deeper than 32 levels/);
    });
  });

  describe(compileConditions.name, () => {
    it('always passes without conditions', () => {
      expect(compileConditions(null)(event({}))).toEqual({ result: true, passed: true });
    });

    it('evaluates over { event: { type, data } } and keeps the raw result', () => {
      const conditions = compileConditions({ '==': [{ var: 'event.data.toStageId' }, 'stage-2'] });
      expect(conditions(event({ toStageId: 'stage-2' }))).toEqual({ result: true, passed: true });
      expect(conditions(event({ toStageId: 'stage-3' }))).toEqual({ result: false, passed: false });
      expect(compileConditions({ var: 'event.type' })(event({}, 'candidate.created'))).toEqual({ result: 'candidate.created', passed: true });
    });

    it.each([
      [[], false],
      [[0], true],
      [{}, false],
      ['', false],
      ['0', true],
      [0, false],
      [1, true],
      [null, false],
    ])('applies JsonLogic truthiness to %j (passed: %s)', (value, passed) => {
      expect(compileConditions({ var: 'event.data.value' })(event({ value }))).toEqual({ result: value, passed });
    });

    it('reads a missing value as null', () => {
      expect(compileConditions({ var: 'event.data.nothing.here' })(event({}))).toEqual({ result: null, passed: false });
    });

    it('wraps what an expression throws in ConditionsEvaluationError', () => {
      const conditions = compileConditions({ if: [{ var: 'event.data.bad' }, { throw: 'bad data' }, true] });
      expect(conditions(event({ bad: false }))).toEqual({ result: true, passed: true });
      expect(() => conditions(event({ bad: true }))).toThrow(ConditionsEvaluationError);
      expect(() => conditions(event({ bad: true }))).toThrow(/bad data/);
    });

    it('refuses to compile an expression that does not validate', () => {
      expect(() => compileConditions({ nope: [] })).toThrow(/not a JsonLogic operator/);
    });
  });

  describe(ConditionsCache.name, () => {
    it('compiles each expression once, whatever object holds it, and evaluates each as compiled', () => {
      const cache = new ConditionsCache(2);
      const vip = cache.of({ in: ['vip', { var: 'event.data.tags' }] });
      expect(cache.of({ in: ['vip', { var: 'event.data.tags' }] })).toBe(vip);
      expect(vip(event({ tags: ['vip'] }))).toEqual({ result: true, passed: true });
      const other = cache.of({ '==': [{ var: 'event.data.toStageId' }, 'x'] });
      expect(other).not.toBe(vip);
      expect(other(event({ tags: ['vip'] }))).toEqual({ result: false, passed: false });
      expect(cache.of(null)(event({}))).toEqual({ result: true, passed: true });
      expect(() => cache.of({ nope: [] })).toThrow(/not a JsonLogic operator/);
    });
  });
});
