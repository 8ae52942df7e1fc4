import { referenceTo, UuidField } from '@app/core';

/** Spec op 6. */
export class MoveApplicationDto {
  @UuidField(referenceTo("A stage of the application's job")) toStageId: string;
}
