import type { JobPostEntity } from '../persistence/job-post.entity';
import type { JobPostResponse } from './job-post-response.dto';

export function presentJobPost(post: JobPostEntity): JobPostResponse {
  return {
    id: post.id,
    jobId: post.jobId,
    title: post.title,
    content: post.content,
    location: post.location,
    remote: post.remote,
    employmentType: post.employmentType,
    salary: post.salary === null ? null : { min: post.salary.min, max: post.salary.max, currency: post.salary.currency, period: post.salary.period },
    status: post.status,
    form: post.form,
    boards: post.boards,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    closedAt: post.closedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
