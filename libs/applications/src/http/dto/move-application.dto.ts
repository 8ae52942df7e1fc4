import { referenceTo, UuidField } from '@app/core';

/** POST /applications/{id}/move. */
export class MoveApplicationDto {
  @UuidField(referenceTo("A stage of the application's job")) toStageId: string;
}
