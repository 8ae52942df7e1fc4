import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp } from '../helpers/common';

/** The keys of a job post (docs/api/careers.md#job-posts), exactly. */
export const JOB_POST_KEYS = [
  'boards',
  'closedAt',
  'content',
  'createdAt',
  'employmentType',
  'form',
  'id',
  'jobId',
  'location',
  'publishedAt',
  'remote',
  'salary',
  'status',
  'title',
  'updatedAt',
];

export const QUESTION_KEYS = [
  'accept',
  'consentPurpose',
  'customField',
  'helpText',
  'key',
  'label',
  'max',
  'maxBytes',
  'maxLength',
  'min',
  'options',
  'required',
  'section',
  'type',
];

export function expectJobPostShape(post: Record<string, any>): void {
  expect(Object.keys(post).sort()).toEqual(JOB_POST_KEYS);
  expect(Object.keys(post.form).sort()).toEqual(['coverLetter', 'linkedinUrl', 'phone', 'questions', 'resume']);
  for (const question of post.form.questions) expect(Object.keys(question).sort()).toEqual(QUESTION_KEYS);
  expectTimestamp(post.createdAt);
  expectTimestamp(post.updatedAt);
}

export async function createJobPost(api: ApiClient, jobId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post('/job-posts', { jobId, ...overrides });
  if (response.status !== 201) throw new Error(`createJobPost: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function publishedJobPost(api: ApiClient, jobId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const post = await createJobPost(api, jobId, overrides);
  const response = await api.post(`/job-posts/${post.id}/publish`);
  if (response.status !== 200) throw new Error(`publishedJobPost: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}
