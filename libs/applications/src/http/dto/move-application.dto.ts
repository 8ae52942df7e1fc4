import { referenceTo, UuidField } from '@app/core';
import type { MoveApplicationInput } from '../../representation/application-requests';

/** Spec op 6. */
export class MoveApplicationDto implements MoveApplicationInput {
  @UuidField(referenceTo("A stage of the application's job")) toStageId: string;
}
