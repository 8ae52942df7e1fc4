import { eventTypesAfter, refusedTargetUrl, ValidationFailedError, type PrivateTargets, type ValidationIssue } from '@app/core';

/** What an endpoint can subscribe to: registered event names (an extension's too, once registered), or '*' alone for all of them. */
export const ALL_EVENTS = '*';
export const WEBHOOK_EVENT_CHOICES: readonly string[] = eventTypesAfter(ALL_EVENTS);

/** The event POST /webhooks/{id}/test sends; no endpoint subscribes to it. */
export const TEST_EVENT = 'webhook.test';

export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** Both secrets sign deliveries for this long after a rotation (docs/api/events.md#the-request); shared with automations through core. */

export class WebhookRules {
  /**
   * The checks the field decorators cannot express; all broken ones at once (422). A url whose host
   * is a private or loopback address (or `localhost`) is refused here unless `allowPrivate` lets it
   * through, rather than accepted and failing on every delivery (docs/adr/0051-webhook-targets-and-local-delivery.md).
   */
  static check(fields: { url?: string; events?: readonly string[] }, allowPrivate: PrivateTargets): void {
    const issues: ValidationIssue[] = [];
    if (fields.url !== undefined) {
      const refusedTarget = refusedTargetUrl(fields.url, allowPrivate);
      if (fields.url.length > MAX_URL_LENGTH) issues.push({ location: 'body', path: 'url', message: `url must be at most ${MAX_URL_LENGTH} characters long` });
      else if (/^https?:\/\/[^/?#]*@/i.test(fields.url)) {
        issues.push({ location: 'body', path: 'url', message: 'url must not carry credentials (user:password@): authenticate deliveries by their signature' });
      } else if (refusedTarget !== null) issues.push({ location: 'body', path: 'url', message: `url is refused: ${refusedTarget}` });
    }
    if (fields.events !== undefined && fields.events.includes(ALL_EVENTS) && fields.events.length > 1) {
      issues.push({ location: 'body', path: 'events', message: `events must be ["${ALL_EVENTS}"] alone or a list of event names` });
    }
    if (issues.length > 0) throw new ValidationFailedError(issues);
  }
}
