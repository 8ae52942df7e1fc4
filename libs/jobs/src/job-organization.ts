import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { discoverProviders, type ValidationIssue } from '@app/core';

/** The two trees a job is placed in (docs/api/organization.md#jobs-in-departments-and-offices). */
export type JobPlaceKind = 'department' | 'office';

/**
 * What the context that keeps departments and offices answers for jobs (docs/adr/0089-jobs-in-the-organization.md).
 * Jobs keep the ids on their own row and never import that context: they find its provider the process loaded.
 */
export interface JobOrganizationDirectory {
  /** The ids of `kind` that name no node, after locking those that do FOR SHARE until the transaction ends (no delete slips in). */
  unknown(tx: EntityManager, kind: JobPlaceKind, ids: readonly string[]): Promise<string[]>;
  /** The node's id and every descendant's, or null when there is no such node. */
  subtree(tx: EntityManager, kind: JobPlaceKind, id: string): Promise<string[] | null>;
}

const JOB_ORGANIZATION = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks the provider that answers JobOrganizationDirectory; JobOrganization finds it at start. */
export function ProvidesJobOrganization(): ClassDecorator {
  return JOB_ORGANIZATION();
}

/**
 * The installation's JobOrganizationDirectory: at most one provider. Without one (a process that composes no
 * organization) every department and office id is unknown, so a job cannot name one (fails closed).
 */
@Injectable()
export class JobOrganization implements OnApplicationBootstrap {
  private found?: JobOrganizationDirectory | null;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    this.directory();
  }

  /** A 422 issue per `departmentId` or `officeIds` item that names no node. */
  async issues(tx: EntityManager, placement: { departmentId?: string | null; officeIds?: readonly string[] }): Promise<ValidationIssue[]> {
    const issues: ValidationIssue[] = [];
    if (placement.departmentId != null && (await this.unknown(tx, 'department', [placement.departmentId])).length > 0)
      issues.push({ location: 'body', path: 'departmentId', message: `departmentId ${placement.departmentId} is not a department` });
    const officeIds = placement.officeIds ?? [];
    const unknownOffices = officeIds.length === 0 ? [] : await this.unknown(tx, 'office', officeIds);
    for (const id of unknownOffices)
      issues.push({ location: 'body', path: `officeIds.${officeIds.indexOf(id)}`, message: `officeIds item ${id} is not an office` });
    return issues;
  }

  subtree(tx: EntityManager, kind: JobPlaceKind, id: string): Promise<string[] | null> {
    const directory = this.directory();
    return directory === null ? Promise.resolve(null) : directory.subtree(tx, kind, id);
  }

  private unknown(tx: EntityManager, kind: JobPlaceKind, ids: readonly string[]): Promise<string[]> {
    const directory = this.directory();
    return directory === null ? Promise.resolve([...ids]) : directory.unknown(tx, kind, ids);
  }

  private directory(): JobOrganizationDirectory | null {
    if (this.found !== undefined) return this.found;
    const found = discoverProviders<JobOrganizationDirectory>(this.discovery, JOB_ORGANIZATION, 'Job organization directory', 'subtree');
    if (found.length > 1) throw new Error('Two providers answer for the organization of jobs (@ProvidesJobOrganization)');
    this.found = found[0] ?? null;
    return this.found;
  }
}
