import { DomainError, eventDefinitionOf, type EventSubjectKeys } from '@app/core';
import type { ActionContext, ActionSubject } from './automation-action';

/** Where each subject's id sits in an event's `data`, as the event registry says (unregistered names carry none). */
function subjectKeysOf(eventType: string): EventSubjectKeys {
  return eventDefinitionOf(eventType)?.subjects ?? {};
}

/** The subjects an event of this type can carry (job.* carry none); a definition whose actions need another is refused. */
export function subjectsOf(eventType: string): ReadonlySet<ActionSubject> {
  const keys = subjectKeysOf(eventType);
  return new Set((['candidate', 'application'] as const).filter((subject) => keys[subject] !== undefined));
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
