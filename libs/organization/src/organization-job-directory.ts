import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProvidesJobOrganization, type JobOrganizationDirectory, type JobPlaceKind } from '@app/jobs';
import { OrgUnitsRepository } from './persistence/org-units.repository';

/** Answers for jobs which departments and offices exist and what lies under them (docs/adr/0089-jobs-in-the-organization.md). */
@ProvidesJobOrganization()
@Injectable()
export class OrganizationJobDirectory implements JobOrganizationDirectory {
  constructor(private readonly repository: OrgUnitsRepository) {}

  async unknown(tx: EntityManager, kind: JobPlaceKind, ids: readonly string[]): Promise<string[]> {
    const found = new Set(await this.repository.lockExisting(tx, kind, ids));
    return ids.filter((id) => !found.has(id));
  }

  async subtree(tx: EntityManager, kind: JobPlaceKind, id: string): Promise<string[] | null> {
    const nodes = await this.repository.subtree(tx, kind, id);
    return nodes.length === 0 ? null : nodes.map((node) => node.id);
  }
}
