import type { PageQuery } from '@app/core';

/** The two trees of the organization (docs/api/organization.md#departments-and-offices). */
export type OrgUnitKind = 'department' | 'office';

/** The request shapes the services read; the DTOs in http/dto validate them. */
export interface CreateOrgUnitInput {
  name: string;
  parentId?: string | null;
  externalId?: string | null;
  /** Offices only. */
  location?: string | null;
}

export type UpdateOrgUnitInput = Partial<CreateOrgUnitInput>;

export interface ListOrgUnitsQuery extends PageQuery {
  parentId?: string;
}
