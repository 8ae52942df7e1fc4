import { Injectable } from '@nestjs/common';
import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import { ExactResponse, NotFoundError } from '@app/core';
import { CareersEnvironment } from './careers.env';
import { feedJob, jobPosting, xmlText, type DistributedPost, type FeedJob, type Publisher } from './domain/job-distribution';
import type { JobPostEntity } from './persistence/job-post.entity';
import { JobPostsRepository } from './persistence/job-posts.repository';

export const JSON_LD_MEDIA_TYPE = 'application/ld+json';
const FEED_KEYS: ReadonlyArray<keyof FeedJob> = ['title', 'date', 'referencenumber', 'url', 'company', 'city', 'country', 'description', 'salary', 'jobtype'];

/** Live posts as search engines (schema.org JobPosting) and job aggregators (feeds) read them (docs/api/careers.md#job-distribution). */
@Injectable()
export class JobDistributionService {
  private readonly publisher: Publisher;

  constructor(
    private readonly repository: JobPostsRepository,
    careers: CareersEnvironment,
  ) {
    this.publisher = {
      companyName: careers.COMPANY_NAME,
      companyUrl: careers.COMPANY_URL,
      postUrl: (id) => careers.postUrl(id),
      directApply: careers.CAREERS_POST_URL !== undefined,
    };
  }

  /** GET /public/job-posts/{id} with Accept: application/ld+json: the bare JobPosting; not live → 404 as the JSON read. */
  async jsonLd(id: string): Promise<ExactResponse> {
    const post = await this.repository.findPublished(id);
    if (post === null) throw new NotFoundError('Job post', id);
    return new ExactResponse(200, jobPosting(distributed(post), this.publisher), { 'Content-Type': `${JSON_LD_MEDIA_TYPE}; charset=utf-8` });
  }

  /** GET /public/feeds/jobs.json: `{ data }` alone (docs/api/careers.md#feeds), no `meta`. */
  async jsonFeedResponse(board: string): Promise<ExactResponse> {
    return new ExactResponse(200, { data: await this.jsonFeed(board) }, { 'Content-Type': 'application/json; charset=utf-8' });
  }

  /** Every live post of the board, as the feeds show it. */
  async jsonFeed(board: string): Promise<FeedJob[]> {
    const posts = await this.repository.allPublished(board);
    return posts.map((post) => feedJob(distributed(post), this.publisher));
  }

  /** GET /public/feeds/jobs.xml: the same jobs as `<source><job>…</job></source>`, text escaped by the serializer. */
  async xmlFeed(board: string): Promise<ExactResponse> {
    const jobs = await this.jsonFeed(board);
    const document = new DOMImplementation().createDocument(null, 'source', null);
    for (const job of jobs) {
      const element = document.createElement('job');
      for (const key of FEED_KEYS) {
        const field = document.createElement(key);
        field.appendChild(document.createTextNode(xmlText(job[key])));
        element.appendChild(field);
      }
      document.documentElement.appendChild(element);
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document)}\n`;
    return new ExactResponse(200, xml, { 'Content-Type': 'application/xml; charset=utf-8' });
  }
}

function distributed(post: JobPostEntity): DistributedPost {
  return { ...post, publishedAt: post.publishedAt as Date };
}
