import { PageQueryDto, referenceTo, TextField, UuidField } from '@app/core';
import type { CreateOrgUnitInput, ListOrgUnitsQuery, UpdateOrgUnitInput } from '../../representation/org-unit-requests';

/** The fields of a department (docs/api/organization.md#departments-and-offices); for PATCH every one is optional and `name` refuses null. */
function departmentFields(forPatch: boolean) {
  class DepartmentFields {
    @TextField({ min: 1, max: 200, optional: forPatch, example: 'Engineering' }) name: string;
    @UuidField({ optional: true, nullable: true, ...referenceTo('The parent department (null or absent: a root); ten levels at most, no cycle') })
    parentId?: string | null;
    @TextField({ min: 1, max: 200, optional: true, nullable: true, description: 'The id another system (HRIS) knows it by', example: 'HR-ENG' })
    externalId?: string | null;
  }
  return DepartmentFields;
}

function officeFields(forPatch: boolean) {
  class OfficeFields {
    @TextField({ min: 1, max: 200, optional: forPatch, example: 'Berlin' }) name: string;
    @TextField({ max: 200, optional: true, nullable: true, example: 'Torstraße 1, 10119 Berlin' }) location?: string | null;
    @UuidField({ optional: true, nullable: true, ...referenceTo('The parent office, e.g. a region (null or absent: a root); ten levels at most, no cycle') })
    parentId?: string | null;
    @TextField({ min: 1, max: 200, optional: true, nullable: true, description: 'The id another system (HRIS) knows it by', example: 'OFF-BER' })
    externalId?: string | null;
  }
  return OfficeFields;
}

/** POST /departments. */
export class CreateDepartmentDto extends departmentFields(false) implements CreateOrgUnitInput {}
/** PATCH /departments/{id}: only the fields sent change; null clears `parentId` (a root) and `externalId`. */
export class UpdateDepartmentDto extends departmentFields(true) implements UpdateOrgUnitInput {}
/** POST /offices. */
export class CreateOfficeDto extends officeFields(false) implements CreateOrgUnitInput {}
/** PATCH /offices/{id}: only the fields sent change; null clears `parentId`, `externalId` and `location`. */
export class UpdateOfficeDto extends officeFields(true) implements UpdateOrgUnitInput {}

/** GET /departments and GET /offices. */
export class ListOrgUnitsDto extends PageQueryDto implements ListOrgUnitsQuery {
  @UuidField({ optional: true, description: "Only this node's children" }) parentId?: string;
}
