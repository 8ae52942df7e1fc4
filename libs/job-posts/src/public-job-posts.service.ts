import { Injectable } from '@nestjs/common';
import { encodeCursor, NotFoundError, pageLimit, toPage, type Page } from '@app/core';
import { ACCEPTED_CONTENT_TYPES, DocumentsEnvironment } from '@app/documents';
import type { FormLimits } from './domain/application-form';
import { formSchema } from './domain/form-schema';
import { JobPostsRepository } from './persistence/job-posts.repository';
import type { ListPublicJobPostsQuery } from './representation/job-post-requests';
import { presentPublicJobPost, presentPublicJobPostDetail } from './representation/job-post.presenter';
import type { PublicJobPostDetailResponse, PublicJobPostResponse } from './representation/public-job-post-response.dto';

/** What a careers site reads without a key: live posts only (docs/api/careers.md#public-routes). */
@Injectable()
export class PublicJobPostsService {
  private readonly formLimits: FormLimits;

  constructor(
    private readonly repository: JobPostsRepository,
    documents: DocumentsEnvironment,
  ) {
    this.formLimits = { documentTypes: ACCEPTED_CONTENT_TYPES, maxDocumentBytes: documents.DOCUMENT_MAX_BYTES };
  }

  async list(query: ListPublicJobPostsQuery): Promise<Page<PublicJobPostResponse>> {
    const posts = await this.repository.listPublished(query);
    return toPage(posts, pageLimit(query), presentPublicJobPost, (last) => encodeCursor({ createdAt: last.publishedAt as Date, id: last.id }));
  }

  /** A post that is not live reads as an unknown id: the answer tells nothing of drafts or closed posts. */
  async get(id: string): Promise<PublicJobPostDetailResponse> {
    const post = await this.repository.findPublished(id);
    if (post === null) throw new NotFoundError('Job post', id);
    return presentPublicJobPostDetail(post, formSchema(post.form, this.formLimits));
  }
}
