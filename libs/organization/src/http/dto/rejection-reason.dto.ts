import { BooleanField, EnumField, TextField } from '@app/core';
import { REJECTION_REASON_TYPES, type RejectionReasonType } from '../../domain/rejection-reason';
import type { CreateRejectionReasonInput, UpdateRejectionReasonInput } from '../../representation/rejection-reason-requests';

function reasonFields(forPatch: boolean) {
  class RejectionReasonFields {
    @TextField({ min: 1, max: 200, optional: forPatch, example: 'Not enough experience' }) name: string;
    @EnumField(REJECTION_REASON_TYPES, {
      optional: forPatch,
      enumName: 'RejectionReasonType',
      description: 'candidate: the candidate declined; company: the company turned them down',
      example: 'company',
    })
    type: RejectionReasonType;
    @BooleanField({ optional: true, description: 'Default false; an archived reason cannot be given to a new rejection', example: false })
    archived?: boolean;
  }
  return RejectionReasonFields;
}

/** POST /rejection-reasons. */
export class CreateRejectionReasonDto extends reasonFields(false) implements CreateRejectionReasonInput {}
/** PATCH /rejection-reasons/{id}: only the fields sent change. */
export class UpdateRejectionReasonDto extends reasonFields(true) implements UpdateRejectionReasonInput {}
