import type { Type } from '@nestjs/common';
import { AddNoteAction } from './add-note.action';
import { AddTagAction } from './add-tag.action';
import type { AutomationAction } from './automation-action';
import { CreateTaskAction } from './create-task.action';
import { HttpRequestAction } from './http-request.action';
import { MoveApplicationAction } from './move-application.action';
import { RejectApplicationAction } from './reject-application.action';

/** The built-in actions (docs/api/events.md#actions), in the order the API documents them. */
export const BUILT_IN_ACTIONS: Array<Type<AutomationAction>> = [
  AddTagAction,
  AddNoteAction,
  CreateTaskAction,
  MoveApplicationAction,
  RejectApplicationAction,
  HttpRequestAction,
];
