import { referenceTo, UuidField } from '@app/core';
import type { MoveApplicationInput } from '../../representation/application-requests';

/** POST /applications/{id}/move. */
export class MoveApplicationDto implements MoveApplicationInput {
  @UuidField(referenceTo("A stage of the application's job")) toStageId: string;
}
