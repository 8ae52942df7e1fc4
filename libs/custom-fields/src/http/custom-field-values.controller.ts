import { Body, Controller, Get, Param, Patch, Query, type Type } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { ApiResource, ApiResourceByQuery, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { CustomFieldValuesService } from '../custom-field-values.service';
import { OBJECT_PATHS, OBJECT_SCOPES } from '../custom-field-objects';
import { OBJECT_TYPES, type ObjectType } from '../domain/custom-field-rules';
import type { ValueMap } from '../domain/value-rules';
import { CustomFieldValuesItemResponse, ValuesPageMetaSchema } from '../representation/custom-field-response.dto';
import { ListCustomFieldValuesDto } from './dto/list-custom-field-values.dto';

const VALUE_TYPES =
  'text: a string ≤ 2,000; long_text ≤ 20,000; number: finite; currency: `{ amount, currency }` (ISO 4217); boolean; date: `YYYY-MM-DD`; ' +
  'single_select: an option value; multi_select: distinct option values; url: absolute http(s); email; user: the id of a user.';

const VALUES_SCHEMA = { type: 'object', additionalProperties: true, description: 'Every active custom field’s key, null when unset' } as const;

/** The values routes of one object type, under its path and with its scopes (`candidates:read`, `candidates:write`, ...). */
function valuesController(objectType: ObjectType): Type<unknown> {
  const label = objectType.charAt(0).toUpperCase() + objectType.slice(1);
  @Controller(`${OBJECT_PATHS[objectType]}/:id/custom-fields`)
  @ApiResource(OBJECT_SCOPES[objectType], 'Custom fields')
  class ObjectValuesController {
    constructor(readonly values: CustomFieldValuesService) {}

    @Get()
    @Operation({
      summary: `Get a ${objectType}'s custom field values`,
      description: `Every active ${objectType} field's key, null when unset; archived fields are left out.`,
      response: { schema: { ...VALUES_SCHEMA, example: { visa_sponsorship: 'required', notice_period_days: null } } },
      errors: [404, 422],
    })
    get(@Param('id', ParseUuidPipe) id: string): Promise<ValueMap> {
      return this.values.get(objectType, id);
    }

    @Patch()
    @ApiBody({
      schema: {
        type: 'object',
        additionalProperties: true,
        description:
          `\`{ <key>: value | null }\`, e.g. \`{ "visa_sponsorship": "required", "notice_period_days": 30 }\`: the keys sent change, ` +
          `null unsets. ${VALUE_TYPES}`,
        example: {},
      },
    })
    @Operation({
      summary: `Set a ${objectType}'s custom field values`,
      description:
        `The keys sent change (null unsets; a required field once set cannot be null), the others stay; the answer is the whole map. ` +
        'An unknown or archived key, or a value of the wrong type, is 422 at `body.<key>`, every one at once. `{}`, or the same values again, ' +
        'changes nothing and records no event; otherwise `custom_fields.updated`.',
      response: { schema: { ...VALUES_SCHEMA, example: { visa_sponsorship: 'required', notice_period_days: null } } },
      errors: [400, 404, 413, 415, 422],
    })
    update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() body: Record<string, unknown>): Promise<ValueMap> {
      return this.values.update(actor, objectType, id, body);
    }
  }
  Object.defineProperty(ObjectValuesController, 'name', { value: `${label}CustomFieldValuesController` });
  return ObjectValuesController;
}

export const OBJECT_VALUES_CONTROLLERS = OBJECT_TYPES.map(valuesController);

@Controller('custom-field-values')
@ApiResourceByQuery({ parameter: 'objectType', resources: OBJECT_SCOPES }, 'Custom fields')
export class CustomFieldValuesController {
  constructor(private readonly values: CustomFieldValuesService) {}

  @Get()
  @Operation({
    summary: 'Read custom field values in bulk, for sync',
    description:
      'One item per object of `objectType` that ever had a value, oldest `updatedAt` (its last change of values) first. Needs the read scope ' +
      "of `objectType`'s objects (`candidates:read` for candidate, ...; without a valid objectType, candidates:read). `limit` 1-1000, default 100.",
    response: [CustomFieldValuesItemResponse],
    pageMeta: ValuesPageMetaSchema,
    errors: [422],
  })
  list(@Query() query: ListCustomFieldValuesDto): Promise<Page<CustomFieldValuesItemResponse>> {
    return this.values.page(query);
  }
}
