import { Injectable } from '@nestjs/common';
import type { CrossFieldRules, ValidationIssue } from '@app/core';
import { CustomFieldRules, type FieldOption, type FieldType, type ObjectType } from './domain/custom-field-rules';

interface CreateBody {
  objectType?: ObjectType;
  type?: FieldType;
  options?: FieldOption[];
  searchable?: boolean;
}

/** A create body's rules across fields (options for select types, searchable where allowed), checked with the fields' own. */
@Injectable()
export class CustomFieldCreateRules implements CrossFieldRules<CreateBody> {
  issues(body: CreateBody, refused: (path: string) => boolean): ValidationIssue[] {
    if (['objectType', 'type', 'options', 'searchable'].some(refused) || body.objectType === undefined || body.type === undefined) return [];
    return CustomFieldRules.issues({ objectType: body.objectType, type: body.type, options: body.options, searchable: body.searchable });
  }
}
