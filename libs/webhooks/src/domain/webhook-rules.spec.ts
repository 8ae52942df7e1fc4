import { ValidationFailedError, type PrivateTargets } from '@app/core';
import { WebhookRules } from './webhook-rules';

const issuesOf = (fields: Parameters<typeof WebhookRules.check>[0], allowPrivate: PrivateTargets = false) => {
  try {
    WebhookRules.check(fields, allowPrivate);
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

  it('refuses a private or loopback host unless the setting allows it; names are judged at delivery', () => {
    expect(issuesOf({ url: 'http://127.0.0.1:4555/' })).toEqual(['url']);
    expect(issuesOf({ url: 'http://[::1]:4555/' })).toEqual(['url']);
    expect(issuesOf({ url: 'http://localhost:4555/' })).toEqual(['url']);
    expect(issuesOf({ url: 'http://127.0.0.1:4555/' }, 'loopback')).toEqual([]);
    expect(issuesOf({ url: 'http://10.0.0.1/' }, 'loopback')).toEqual(['url']);
    expect(issuesOf({ url: 'http://10.0.0.1/' }, true)).toEqual([]);
    expect(issuesOf({ url: 'https://hooks.example.com/ats' })).toEqual([]);
  });
});
