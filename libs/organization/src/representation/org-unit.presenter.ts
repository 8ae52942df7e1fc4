import type { DepartmentEntity, OfficeEntity, OrgUnitEntity } from '../persistence/org-unit.entity';
import type { OrgUnitKind } from './org-unit-requests';
import type { DepartmentResponse, OfficeResponse } from './org-unit-response.dto';

export function presentDepartment(department: DepartmentEntity): DepartmentResponse {
  return {
    id: department.id,
    name: department.name,
    parentId: department.parentId,
    externalId: department.externalId,
    createdAt: department.createdAt.toISOString(),
    updatedAt: department.updatedAt.toISOString(),
  };
}

export function presentOffice(office: OfficeEntity): OfficeResponse {
  return {
    id: office.id,
    name: office.name,
    location: office.location,
    parentId: office.parentId,
    externalId: office.externalId,
    createdAt: office.createdAt.toISOString(),
    updatedAt: office.updatedAt.toISOString(),
  };
}

export function presentOrgUnit(kind: OrgUnitKind, unit: OrgUnitEntity): DepartmentResponse | OfficeResponse {
  return kind === 'office' ? presentOffice(unit as OfficeEntity) : presentDepartment(unit);
}
