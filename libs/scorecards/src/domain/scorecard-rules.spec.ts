import { ScorecardRules } from './scorecard-rules';

describe(ScorecardRules.name, () => {
  describe('criteria', () => {
    it('keeps the order and fills an omitted comment with null', () => {
      const criteria = ScorecardRules.criteria([
        { name: 'Design', rating: 'strong' },
        { name: 'Coding', rating: 'weak', comment: 'Slow' },
        { name: 'Culture', rating: 'good', comment: null },
      ]);
      expect(criteria).toEqual([
        { name: 'Design', rating: 'strong', comment: null },
        { name: 'Coding', rating: 'weak', comment: 'Slow' },
        { name: 'Culture', rating: 'good', comment: null },
      ]);
      expect(Object.keys(criteria[0])).toEqual(['name', 'rating', 'comment']);
    });

    it('turns null or absent criteria into an empty list', () => {
      expect(ScorecardRules.criteria(null)).toEqual([]);
      expect(ScorecardRules.criteria(undefined)).toEqual([]);
    });
  });

  describe('duplicateCriterionNames', () => {
    it('names every repeat after the first, ignoring letter case and surrounding spaces', () => {
      expect(
        ScorecardRules.duplicateCriterionNames([{ name: 'Design' }, { name: 'Coding' }, { name: ' design ' }, { name: 'CODING' }, { name: 'Design' }]),
      ).toEqual([2, 3, 4]);
    });

    it('finds none among distinct names', () => {
      expect(ScorecardRules.duplicateCriterionNames([{ name: 'Design' }, { name: 'Design 2' }])).toEqual([]);
      expect(ScorecardRules.duplicateCriterionNames([])).toEqual([]);
    });
  });

  describe('stageFor', () => {
    const stages = [
      { id: '0190a0b4-8a3e-7c2d-9f00-000000000001', name: 'Applied' },
      { id: '0190a0b4-8a3e-7c2d-9f00-000000000002', name: 'Screen' },
    ];

    it("defaults to the application's current stage", () => {
      expect(ScorecardRules.stageFor(stages, undefined, stages[1].id)).toBe(stages[1]);
    });

    it('takes the requested stage of the job', () => {
      expect(ScorecardRules.stageFor(stages, stages[0].id, stages[1].id)).toBe(stages[0]);
    });

    it('finds nothing for a stage of another job', () => {
      expect(ScorecardRules.stageFor(stages, '0190a0b4-8a3e-7c2d-9f00-000000000003', stages[1].id)).toBeNull();
    });
  });
});
