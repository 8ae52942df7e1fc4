import { UuidField } from '@app/core';

/** Spec op 6. */
export class MoveApplicationDto {
  @UuidField({ description: "A stage of the application's job" }) toStageId: string;
}
