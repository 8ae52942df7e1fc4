import { DomainError } from '@app/core';
import type { ActionContext, ActionSubject } from './automation-action';

/** Where each subject's id sits in an event's `data`, by the event name's first word. */
const SUBJECT_KEYS_BY_PREFIX: Record<string, Partial<Record<ActionSubject, string>>> = {
  // candidate.created / updated / deleted: the candidate itself ({ id } once erased).
  candidate: { candidate: 'id' },
  note: { candidate: 'candidateId' },
  application: { candidate: 'candidateId', application: 'id' },
  interview: { candidate: 'candidateId', application: 'applicationId' },
  offer: { candidate: 'candidateId', application: 'applicationId' },
  scorecard: { candidate: 'candidateId', application: 'applicationId' },
  // A task's links are nullable: the event may carry neither.
  task: { candidate: 'candidateId', application: 'applicationId' },
  talent_pool: { candidate: 'candidateId' },
  // A document's application link is nullable.
  document: { candidate: 'candidateId', application: 'applicationId' },
};

/** Events whose data is not the resource the prefix names. */
const SUBJECT_KEYS_BY_TYPE: Record<string, Partial<Record<ActionSubject, string>>> = {
  'candidate.tag_added': { candidate: 'candidateId' },
  'candidate.tag_removed': { candidate: 'candidateId' },
};

function subjectKeysOf(eventType: string): Partial<Record<ActionSubject, string>> {
  return SUBJECT_KEYS_BY_TYPE[eventType] ?? SUBJECT_KEYS_BY_PREFIX[eventType.slice(0, eventType.indexOf('.'))] ?? {};
}

/** The subjects an event of this type can carry (job.* carry none); a definition whose actions need another is refused. */
export function subjectsOf(eventType: string): ReadonlySet<ActionSubject> {
  return new Set(Object.keys(subjectKeysOf(eventType)) as ActionSubject[]);
}

export interface SubjectIds {
  candidateId: string | null;
  applicationId: string | null;
}

/** The subject ids one event's data carries. */
export function subjectIdsOf(eventType: string, data: Record<string, unknown>): SubjectIds {
  // An erased candidate's events keep only `{ id: <candidate id>, redacted: true }` (EventRecorder.redactSubject).
  if (data.redacted === true) return { candidateId: idAt(data, 'id'), applicationId: null };
  const keys = subjectKeysOf(eventType);
  return { candidateId: idAt(data, keys.candidate), applicationId: idAt(data, keys.application) };
}

function idAt(data: Record<string, unknown>, key: string | undefined): string | null {
  const value = key === undefined ? undefined : data[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A run whose trigger event lacks the id an action needs (a task without a candidate, say). */
export class MissingSubjectError extends DomainError {
  constructor(subject: ActionSubject, eventType: string) {
    super('INVALID_STATE', `The trigger event (${eventType}) carries no ${subject}`, { subject, eventType });
  }
}

/** The id of `subject` in the run's trigger event; throws MissingSubjectError when it has none. */
export function requireSubjectId(context: ActionContext, subject: ActionSubject): string {
  const ids = subjectIdsOf(context.event.type, context.event.data);
  const id = subject === 'candidate' ? ids.candidateId : ids.applicationId;
  if (id === null) throw new MissingSubjectError(subject, context.event.type);
  return id;
}
