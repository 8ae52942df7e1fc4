import { BooleanField, CheckedAcrossFields, EnumField, EXAMPLE_ID, NestedObjectField, referenceTo, TextField, UuidArrayField, UuidField } from '@app/core';
import { TAG_LABEL_MAX_LENGTH } from '@app/candidates';
import { BulkActionBodyRules } from '../../bulk-action-body-rules';
import { BULK_ACTIONS, MAX_BULK_ITEMS, type BulkActionType } from '../../domain/bulk-action-rules';
import type { CreateBulkActionInput, MoveParams, PoolParams, TagParams } from '../../representation/bulk-action-requests';

/** `move`: the body of POST /applications/{id}/move. */
export class MoveParamsDto implements MoveParams {
  @UuidField(referenceTo("A stage; an item whose application's job does not have it fails with VALIDATION_ERROR")) toStageId: string;
}

/** `add_tag`, `remove_tag`: the tag's label (any letter case). */
export class TagParamsDto implements TagParams {
  @TextField({ min: 1, max: TAG_LABEL_MAX_LENGTH, example: 'silver-medallist' }) label: string;
}

/** `add_to_pool`: the pool. */
export class PoolParamsDto implements PoolParams {
  @UuidField(referenceTo('An existing talent pool')) poolId: string;
}

/** The params class of each action; `reject` and `withdraw` take none (their routes have no body: anything sent is ignored). */
const PARAMS_OF: Partial<Record<BulkActionType, new () => object>> = {
  move: MoveParamsDto,
  add_tag: TagParamsDto,
  remove_tag: TagParamsDto,
  add_to_pool: PoolParamsDto,
};

/** POST /bulk-actions (docs/api/bulk-actions.md). */
@CheckedAcrossFields(BulkActionBodyRules)
export class CreateBulkActionDto implements CreateBulkActionInput {
  @EnumField(BULK_ACTIONS, {
    enumName: 'BulkActionType',
    description: 'What to do to each item. send_message is not available yet (422)',
    example: 'reject',
  })
  action: BulkActionType;

  @UuidArrayField({
    optional: true,
    min: 1,
    max: MAX_BULK_ITEMS,
    unique: true,
    description: 'For move, reject, withdraw: the applications, each once',
    example: ['0190a0b4-8a3e-7c2d-9f00-1234567890ab'],
  })
  applicationIds?: string[];

  @UuidArrayField({
    optional: true,
    min: 1,
    max: MAX_BULK_ITEMS,
    unique: true,
    description: 'For add_tag, remove_tag, add_to_pool: the candidates, each once',
    example: ['0190a0b4-8a3e-7c2d-9f00-1234567890ab'],
  })
  candidateIds?: string[];

  @NestedObjectField((options) => PARAMS_OF[(options?.object as { action?: BulkActionType } | undefined)?.action as BulkActionType], {
    optional: true,
    schema: { type: 'object', additionalProperties: true },
    description:
      "The body of the action's own route: move { toStageId }, add_tag and remove_tag { label }, add_to_pool { poolId } (required for " +
      'these, unknown keys refused); reject and withdraw take none (their routes have no body: anything sent is ignored)',
    example: {},
  })
  params?: Record<string, unknown>;

  @BooleanField({ optional: true, description: "Default false: true checks every item's rules and writes nothing", example: false })
  dryRun?: boolean;
}

/** The whole-body example: the per-field ones would send both id lists, which no action takes. A dry run: Swagger UI's "try it" changes nothing. */
export const CREATE_BULK_ACTION_EXAMPLE = { action: 'reject', applicationIds: [EXAMPLE_ID], dryRun: true };
