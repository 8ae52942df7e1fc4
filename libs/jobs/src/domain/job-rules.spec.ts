import { ConflictError } from '@app/core';
import { DEFAULT_PIPELINE, JOB_STATUSES, JobRules, MAX_STAGE_ORDER, MAX_STAGES_PER_JOB, STAGE_ORDER_STEP, STAGE_PALETTE } from './job-rules';

describe(JobRules.name, () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  const earlier = new Date('2026-01-01T00:00:00.000Z');

  describe('changeStatus', () => {
    it.each(JOB_STATUSES.filter((status) => status !== 'closed'))('sets closedAt when %s becomes closed', (status) => {
      expect(JobRules.changeStatus({ status, closedAt: null }, 'closed', now)).toEqual({ status: 'closed', closedAt: now });
    });

    it.each(JOB_STATUSES.filter((status) => status !== 'closed'))('clears closedAt when closed becomes %s', (status) => {
      expect(JobRules.changeStatus({ status: 'closed', closedAt: earlier }, status, now)).toEqual({ status, closedAt: null });
    });

    it('allows every move between the open statuses without a closedAt', () => {
      for (const from of ['draft', 'open', 'on_hold'] as const) {
        for (const to of ['draft', 'open', 'on_hold'] as const) {
          expect(JobRules.changeStatus({ status: from, closedAt: null }, to, now)).toEqual({ status: to, closedAt: null });
        }
      }
    });

    it('keeps closedAt when a closed job is set to closed again', () => {
      expect(JobRules.changeStatus({ status: 'closed', closedAt: earlier }, 'closed', now)).toEqual({ status: 'closed', closedAt: earlier });
    });
  });

  describe('close', () => {
    it.each(JOB_STATUSES.filter((status) => status !== 'closed'))('closes a %s job now', (status) => {
      expect(JobRules.close({ status, closedAt: null }, now)).toEqual({ status: 'closed', closedAt: now });
    });

    it('keeps the time a closed job was closed', () => {
      expect(JobRules.close({ status: 'closed', closedAt: earlier }, now)).toEqual({ status: 'closed', closedAt: earlier });
    });
  });

  describe('orderAfter', () => {
    it('starts at one step and adds one step after the last order', () => {
      expect(JobRules.orderAfter(null)).toBe(STAGE_ORDER_STEP);
      expect(JobRules.orderAfter(0)).toBe(STAGE_ORDER_STEP);
      expect(JobRules.orderAfter(4200)).toBe(4200 + STAGE_ORDER_STEP);
    });

    it('never passes the highest order', () => {
      expect(JobRules.orderAfter(MAX_STAGE_ORDER - STAGE_ORDER_STEP)).toBe(MAX_STAGE_ORDER);
      expect(JobRules.orderAfter(MAX_STAGE_ORDER - 1)).toBe(MAX_STAGE_ORDER);
      expect(JobRules.orderAfter(MAX_STAGE_ORDER)).toBe(MAX_STAGE_ORDER);
    });
  });

  describe('initialStages', () => {
    it('gives the default pipeline distinct colors and increasing orders', () => {
      const stages = JobRules.initialStages(undefined);
      expect(stages.map((stage) => stage.name)).toEqual([...DEFAULT_PIPELINE]);
      expect(new Set(stages.map((stage) => stage.color)).size).toBe(DEFAULT_PIPELINE.length);
      expect(stages.map((stage) => stage.order)).toEqual([1000, 2000, 3000, 4000, 5000]);
    });

    it('keeps given orders and colors and places stages without an order after the one listed before', () => {
      const stages = JobRules.initialStages([{ name: 'A' }, { name: 'B', order: 7, color: '#000000' }, { name: 'C' }, { name: 'D', order: 0 }]);
      expect(stages).toEqual([
        { name: 'A', color: STAGE_PALETTE[0], order: 1000 },
        { name: 'B', color: '#000000', order: 7 },
        { name: 'C', color: STAGE_PALETTE[2], order: 1007 },
        { name: 'D', color: STAGE_PALETTE[3], order: 0 },
      ]);
    });

    it('cycles through the palette', () => {
      expect(JobRules.colorAt(STAGE_PALETTE.length)).toBe(STAGE_PALETTE[0]);
      expect(JobRules.colorAt(STAGE_PALETTE.length + 1)).toBe(STAGE_PALETTE[1]);
    });
  });

  describe('stage count', () => {
    it(`allows adding up to ${MAX_STAGES_PER_JOB} stages`, () => {
      expect(() => JobRules.assertCanAddStage(MAX_STAGES_PER_JOB - 1)).not.toThrow();
      expect(() => JobRules.assertCanAddStage(MAX_STAGES_PER_JOB)).toThrow(ConflictError);
    });

    it('keeps at least one stage', () => {
      expect(() => JobRules.assertCanRemoveStage(2)).not.toThrow();
      expect(() => JobRules.assertCanRemoveStage(1)).toThrow(ConflictError);
    });
  });
});
