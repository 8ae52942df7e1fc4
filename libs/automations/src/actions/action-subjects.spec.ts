import { registerEvents, type EventType } from '@app/core';
import type { ActionContext, ActionSubject } from './automation-action';
import { MissingSubjectError, requireSubjectId, subjectIdsOf, subjectsOf } from './action-subjects';
import '../../../../test/helpers/installation-names';

const CANDIDATE = '0190a0b4-8a3e-7c2d-9f00-00000000000c';
const APPLICATION = '0190a0b4-8a3e-7c2d-9f00-00000000000a';
const OTHER = '0190a0b4-8a3e-7c2d-9f00-00000000000f';

interface Expected {
  /** The event's data as its context records it (trimmed to the fields that matter here). */
  data: Record<string, unknown>;
  subjects: ActionSubject[];
  candidateId: string | null;
  applicationId: string | null;
}

const candidateEvent: Expected = { data: { id: CANDIDATE, firstName: 'Ada' }, subjects: ['candidate'], candidateId: CANDIDATE, applicationId: null };
const tagEvent: Expected = {
  data: { candidateId: CANDIDATE, tag: { id: OTHER, label: 'senior' } },
  subjects: ['candidate'],
  candidateId: CANDIDATE,
  applicationId: null,
};
const jobEvent: Expected = { data: { id: OTHER, title: 'Engineer', stages: [] }, subjects: [], candidateId: null, applicationId: null };
const stageEvent: Expected = { data: { id: OTHER, name: 'Screen', order: 1 }, subjects: [], candidateId: null, applicationId: null };
const applicationEvent: Expected = {
  data: { id: APPLICATION, candidateId: CANDIDATE, jobId: OTHER, currentStageId: OTHER, status: 'active' },
  subjects: ['candidate', 'application'],
  candidateId: CANDIDATE,
  applicationId: APPLICATION,
};
// Interviews, offers and scorecards carry their own id as `id`, never mistaken for the application's.
const applicationChild: Expected = {
  data: { id: OTHER, applicationId: APPLICATION, candidateId: CANDIDATE, jobId: OTHER },
  subjects: ['candidate', 'application'],
  candidateId: CANDIDATE,
  applicationId: APPLICATION,
};
const taskEvent: Expected = {
  data: { id: OTHER, title: 'Call', candidateId: CANDIDATE, applicationId: APPLICATION, jobId: null },
  subjects: ['candidate', 'application'],
  candidateId: CANDIDATE,
  applicationId: APPLICATION,
};
const documentEvent: Expected = {
  data: { id: OTHER, candidateId: CANDIDATE, applicationId: APPLICATION, kind: 'resume', filename: 'cv.pdf' },
  subjects: ['candidate', 'application'],
  candidateId: CANDIDATE,
  applicationId: APPLICATION,
};
const poolEvent: Expected = {
  data: { id: OTHER, poolId: OTHER, candidateId: CANDIDATE, note: null },
  subjects: ['candidate'],
  candidateId: CANDIDATE,
  applicationId: null,
};

/** Our events as their contexts record them: the registry's subject keys must find the ids in each. */
const EXPECTED: Partial<Record<EventType, Expected>> = {
  'candidate.created': candidateEvent,
  'candidate.updated': candidateEvent,
  'candidate.deleted': { data: { id: CANDIDATE }, subjects: ['candidate'], candidateId: CANDIDATE, applicationId: null },
  'candidate.tag_added': tagEvent,
  'candidate.tag_removed': tagEvent,
  'candidate.merged': candidateEvent,
  'note.created': { data: { candidateId: CANDIDATE, note: { id: OTHER, body: 'x' } }, subjects: ['candidate'], candidateId: CANDIDATE, applicationId: null },
  'job.created': jobEvent,
  'job.updated': jobEvent,
  'job.closed': jobEvent,
  'job.stage_created': stageEvent,
  'job.stage_updated': stageEvent,
  'job.stage_deleted': stageEvent,
  'application.created': applicationEvent,
  'application.stage_changed': applicationEvent,
  'application.rejected': applicationEvent,
  'application.hired': applicationEvent,
  'application.withdrawn': applicationEvent,
  'interview.scheduled': applicationChild,
  'interview.updated': applicationChild,
  'interview.canceled': applicationChild,
  'interview.completed': applicationChild,
  'offer.created': applicationChild,
  'offer.sent': applicationChild,
  'offer.accepted': applicationChild,
  'offer.declined': applicationChild,
  'offer.withdrawn': applicationChild,
  'scorecard.submitted': applicationChild,
  'task.created': taskEvent,
  'task.updated': taskEvent,
  'task.completed': taskEvent,
  'task.deleted': taskEvent,
  'talent_pool.entry_added': poolEvent,
  'talent_pool.entry_removed': poolEvent,
  'document.uploaded': documentEvent,
  'document.deleted': { ...documentEvent, data: { ...documentEvent.data, applicationId: null }, applicationId: null },
};

describe('action subjects', () => {
  it.each(Object.entries(EXPECTED) as Array<[EventType, Expected]>)('%s', (type, expected) => {
    expect([...subjectsOf(type)].sort()).toEqual([...expected.subjects].sort());
    expect(subjectIdsOf(type, expected.data)).toEqual({ candidateId: expected.candidateId, applicationId: expected.applicationId });
  });

  it('reads null links of a task as no subject, and ignores values that are not ids', () => {
    expect(subjectIdsOf('task.created', { id: OTHER, candidateId: null, applicationId: null })).toEqual({ candidateId: null, applicationId: null });
    expect(subjectIdsOf('note.created', { candidateId: 42 })).toEqual({ candidateId: null, applicationId: null });
    expect(subjectIdsOf('candidate.created', {})).toEqual({ candidateId: null, applicationId: null });
  });

  it("reads an erased candidate's redacted event as about that candidate only", () => {
    expect(subjectIdsOf('application.created', { id: CANDIDATE, redacted: true })).toEqual({ candidateId: CANDIDATE, applicationId: null });
  });

  it('knows no subjects of an event name it has never heard of', () => {
    expect(subjectsOf('invoice.paid').size).toBe(0);
    expect(subjectsOf('nodot').size).toBe(0);
    expect(subjectIdsOf('invoice.paid', { id: OTHER, candidateId: CANDIDATE })).toEqual({ candidateId: null, applicationId: null });
  });

  it('reads the subjects of an event an extension registered', () => {
    registerEvents([
      {
        type: 'spec_referral.created' as EventType,
        entityType: 'candidate',
        subjects: { candidate: 'candidateId' },
        resource: { type: 'spec_referral', idKey: 'id' },
      },
    ]);
    expect([...subjectsOf('spec_referral.created')]).toEqual(['candidate']);
    expect(subjectIdsOf('spec_referral.created', { id: OTHER, candidateId: CANDIDATE })).toEqual({ candidateId: CANDIDATE, applicationId: null });
  });

  it('fails an action whose subject the trigger event lacks', () => {
    const context = (type: string, data: Record<string, unknown>) =>
      ({ event: { id: OTHER, type, timestamp: '2026-11-21T10:00:00.000Z', data } }) as ActionContext;
    expect(requireSubjectId(context('application.created', applicationEvent.data), 'application')).toBe(APPLICATION);
    expect(() => requireSubjectId(context('candidate.created', candidateEvent.data), 'application')).toThrow(MissingSubjectError);
    expect(() => requireSubjectId(context('task.created', { id: OTHER, candidateId: null }), 'candidate')).toThrow(
      'The trigger event (task.created) carries no candidate',
    );
  });
});
