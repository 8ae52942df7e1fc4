import { ValidationFailedError } from '@app/core';
import { WebhookRules } from './webhook-rules';

const issuesOf = (fields: Parameters<typeof WebhookRules.check>[0]) => {
  try {
    WebhookRules.check(fields);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedError);
    return (error as ValidationFailedError).issues.map((issue) => issue.path);
  }
};

describe(WebhookRules.name, () => {
  it('takes URLs up to 2048 characters, without credentials', () => {
    expect(issuesOf({ url: `https://example.com/${'a'.repeat(2048 - 20)}` })).toEqual([]);
    expect(issuesOf({ url: `https://example.com/${'a'.repeat(2048 - 19)}` })).toEqual(['url']);
    expect(issuesOf({ url: 'https://user:pw@example.com/hook' })).toEqual(['url']);
    expect(issuesOf({ url: 'https://user@example.com/hook' })).toEqual(['url']);
    expect(issuesOf({ url: 'https://example.com/hook?next=a@b' })).toEqual([]);
  });

  it("takes '*' only alone", () => {
    expect(issuesOf({ events: ['*'] })).toEqual([]);
    expect(issuesOf({ events: ['candidate.created', 'job.created'] })).toEqual([]);
    expect(issuesOf({ events: ['*', 'job.created'] })).toEqual(['events']);
    expect(issuesOf({ url: 'https://u:p@example.com', events: ['job.created', '*'] })).toEqual(['url', 'events']);
  });
});
