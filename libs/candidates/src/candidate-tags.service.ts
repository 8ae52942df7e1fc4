import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventRecorder, newId, NotFoundError, pageLimit, toPage, type Actor, type Page, type PageQueryDto } from '@app/core';
import type { TagResponse } from './representation/candidate-response.dto';
import { presentTag } from './representation/candidate.presenter';
import { CandidatesService } from './candidates.service';
import { CandidateRepository } from './persistence/candidate.repository';
import { TagEntity } from './persistence/tag.entity';

export interface TagAttachment {
  tag: TagResponse;
  /** False when the candidate already had the tag. */
  attached: boolean;
}

/** DELETE /candidates/{id}/tags/{tagId} of a tag the candidate does not have (a 404 like any other; a bulk remove_tag skips it). */
export class TagNotOnCandidateError extends NotFoundError {
  constructor(tagId: string) {
    super('Tag on this candidate', tagId);
  }
}

/** The foreign key of a tag attachment's candidate. */
const TAG_CANDIDATE_KEY = 'candidate_tags_candidate_id_fkey';

@Injectable()
export class CandidateTagsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
  ) {}

  /** POST /candidates/{id}/tags: labels are shared and unique regardless of letter case. */
  async add(actor: Actor, candidateId: string, label: string): Promise<TagAttachment> {
    // The attachment's foreign key checks the candidate (CandidatesService.writeReferencing).
    return this.candidates.writeReferencing(candidateId, TAG_CANDIDATE_KEY, () => this.attach(actor, candidateId, label));
  }

  private attach(actor: Actor, candidateId: string, label: string): Promise<TagAttachment> {
    return this.dataSource.transaction(async (tx) => {
      const { tag, attached } = await this.repository.attachTag(tx, candidateId, tx.create(TagEntity, { id: newId(), label, createdAt: new Date() }));
      const view = presentTag(tag);
      if (attached) {
        await this.events.record(tx, {
          type: 'candidate.tag_added',
          entityId: candidateId,
          actor,
          metadata: { tagId: tag.id, label: tag.label },
          data: { candidateId, tag: view },
        });
      }
      return { tag: view, attached };
    });
  }

  async list(candidateId: string, query: PageQueryDto): Promise<Page<TagResponse>> {
    await this.candidates.assertExists(this.dataSource.manager, candidateId);
    return toPage(await this.repository.listTags(candidateId, query), pageLimit(query), presentTag);
  }

  /** The id of the tag with this label (any letter case), or null when no tag has it (a bulk remove_tag names tags by label). */
  tagIdOf(label: string): Promise<string | null> {
    return this.repository.tagIdOf(this.dataSource.manager, label);
  }

  async remove(actor: Actor, candidateId: string, tagId: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.candidates.assertExists(tx, candidateId, 'share');
      const tag = await this.repository.detachTag(tx, candidateId, tagId);
      if (tag === null) throw new TagNotOnCandidateError(tagId);
      await this.events.record(tx, {
        type: 'candidate.tag_removed',
        entityId: candidateId,
        actor,
        metadata: { tagId: tag.id, label: tag.label },
        data: { candidateId, tag: presentTag(tag) },
      });
    });
    return { deleted: true };
  }
}
