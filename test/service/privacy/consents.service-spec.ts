import { ConfigModule, ConflictError, InvalidStateError, NotFoundError, ValidationFailedError } from '@app/core';
import { CandidatesService } from '@app/candidates';
import { ConsentPurposesService, ConsentRequestsEnvironment, ConsentRequestsService, ConsentsService, PrivacyModule } from '@app/privacy';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { unique } from '../../helpers/common';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createCandidate } from '../records';

const DAY_MS = 86_400_000;

/** Consent purposes, consents and consent requests (docs/api/privacy.md#consent): the rules the services check. */
describe('Privacy: consents', () => {
  let context: BootedContext;
  let purposes: ConsentPurposesService;
  let consents: ConsentsService;
  let requests: ConsentRequestsService;

  beforeAll(async () => {
    // The environment class is provided by the composition in the processes; here by hand.
    context = await bootContext({ imports: [PrivacyModule, ConfigModule.forFeature(ConsentRequestsEnvironment)] });
    purposes = context.get(ConsentPurposesService);
    consents = context.get(ConsentsService);
    requests = context.get(ConsentRequestsService);
  });
  afterAll(() => context?.close());

  const statusOf = async (id: string) => (await context.db.query<Array<{ status: string }>>('SELECT status FROM consents WHERE id = $1', [id]))[0]?.status;
  const eventsOf = async (candidateId: string) =>
    (await context.db.query<Array<{ type: string }>>('SELECT type FROM activity_events WHERE entity_id = $1 ORDER BY created_at, id', [candidateId])).map(
      (row) => row.type,
    );

  describe('purposes', () => {
    it('a fresh installation has the three built-in purposes with their durations', async () => {
      const { items } = await purposes.list({ limit: 100 });
      const builtIn = Object.fromEntries(items.map((purpose) => [purpose.key, purpose.durationDays]));
      expect(builtIn).toMatchObject({ application: 365, talent_pool: 730, messaging: null });
    });

    it('creates with defaults, refuses a taken key with CONFLICT, and edits everything but the key', async () => {
      const key = `newsletter_${unique().slice(-6)}`;
      const created = await purposes.create({ key, label: 'Newsletter' });
      expect(created).toMatchObject({ key, label: 'Newsletter', description: '', durationDays: null });
      await expect(purposes.create({ key, label: 'Again' })).rejects.toBeInstanceOf(ConflictError);
      const updated = await purposes.update(created.id, { label: 'Events', description: 'Our open days', durationDays: 30 });
      expect(updated).toMatchObject({ id: created.id, key, label: 'Events', description: 'Our open days', durationDays: 30 });
      expect(await purposes.update(created.id, { durationDays: null })).toMatchObject({ durationDays: null });
      await expect(purposes.update(UNKNOWN_UUID, { label: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('a built-in purpose is editable', async () => {
      const messaging = (await purposes.list({ limit: 100 })).items.find((purpose) => purpose.key === 'messaging')!;
      expect(await purposes.update(messaging.id, { label: 'Messages from recruiters' })).toMatchObject({ key: 'messaging', label: 'Messages from recruiters' });
    });
  });

  describe('giving and withdrawing', () => {
    it('defaults givenAt to now and expiresAt to givenAt + the purpose’s duration (null for none), source api', async () => {
      const candidate = await createCandidate(context);
      const before = Date.now();
      const consent = await consents.give(context.actor, candidate.id, { purpose: 'application' });
      expect(consent).toMatchObject({ candidateId: candidate.id, purpose: 'application', status: 'given', source: 'api', withdrawnAt: null, evidence: null });
      const givenAt = Date.parse(consent.givenAt);
      expect(givenAt).toBeGreaterThanOrEqual(before - 5);
      expect(Date.parse(consent.expiresAt!)).toBe(givenAt + 365 * DAY_MS);
      expect((await consents.give(context.actor, candidate.id, { purpose: 'messaging' })).expiresAt).toBeNull();
      const dated = await consents.give(context.actor, candidate.id, { purpose: 'talent_pool', givenAt: '2026-01-01T00:00:00Z', evidence: { text: 'yes' } });
      expect(dated).toMatchObject({
        givenAt: '2026-01-01T00:00:00.000Z',
        expiresAt: new Date(Date.parse('2026-01-01T00:00:00Z') + 730 * DAY_MS).toISOString(),
      });
      expect(dated.evidence).toEqual({ text: 'yes' });
      const explicit = await consents.give(context.actor, candidate.id, { purpose: 'talent_pool', expiresAt: null });
      expect(explicit.expiresAt).toBeNull();
      expect(Object.keys(explicit).sort()).toEqual(
        ['candidateId', 'createdAt', 'evidence', 'expiresAt', 'givenAt', 'id', 'purpose', 'source', 'status', 'updatedAt', 'withdrawnAt'].sort(),
      );
    });

    it('a new consent for the same purpose supersedes the given one; other purposes are untouched', async () => {
      const candidate = await createCandidate(context);
      const first = await consents.give(context.actor, candidate.id, { purpose: 'talent_pool' });
      const other = await consents.give(context.actor, candidate.id, { purpose: 'messaging' });
      const second = await consents.give(context.actor, candidate.id, { purpose: 'talent_pool' });
      expect(await statusOf(first.id)).toBe('superseded');
      expect(await statusOf(other.id)).toBe('given');
      expect(await statusOf(second.id)).toBe('given');
      const page = await consents.listOfCandidate(candidate.id, { purpose: 'talent_pool' });
      expect(page.items.map((consent) => consent.id)).toEqual([second.id, first.id]);
      expect((await consents.listOfCandidate(candidate.id, { status: 'given' })).items.map((consent) => consent.id).sort()).toEqual(
        [other.id, second.id].sort(),
      );
    });

    it('two gives at once leave exactly one given consent', async () => {
      const candidate = await createCandidate(context);
      const both = await Promise.all([1, 2, 3].map(() => consents.give(context.actor, candidate.id, { purpose: 'application' })));
      const statuses = await Promise.all(both.map((consent) => statusOf(consent.id)));
      expect(statuses.filter((status) => status === 'given')).toHaveLength(1);
    });

    it('names every broken rule at once: unknown purpose, givenAt in the future, evidence over 4 KiB', async () => {
      const candidate = await createCandidate(context);
      const future = new Date(Date.now() + DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const error = await consents
        .give(context.actor, candidate.id, { purpose: 'nope', givenAt: future, evidence: { text: 'x'.repeat(5000) } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationFailedError);
      expect((error as ValidationFailedError).issues.map((issue) => issue.path).sort()).toEqual(['evidence', 'givenAt', 'purpose']);
    });

    it('an unknown candidate is NOT_FOUND', async () => {
      await expect(consents.give(context.actor, UNKNOWN_UUID, { purpose: 'application' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(consents.listOfCandidate(UNKNOWN_UUID, {})).rejects.toBeInstanceOf(NotFoundError);
    });

    it('withdraws a given consent once; anything else is INVALID_STATE', async () => {
      const candidate = await createCandidate(context);
      const consent = await consents.give(context.actor, candidate.id, { purpose: 'messaging' });
      const withdrawn = await consents.withdraw(context.actor, consent.id);
      expect(withdrawn).toMatchObject({ id: consent.id, status: 'withdrawn' });
      expect(withdrawn.withdrawnAt).not.toBeNull();
      await expect(consents.withdraw(context.actor, consent.id)).rejects.toBeInstanceOf(InvalidStateError);
      const old = await consents.give(context.actor, candidate.id, { purpose: 'application' });
      await consents.give(context.actor, candidate.id, { purpose: 'application' });
      await expect(consents.withdraw(context.actor, old.id)).rejects.toBeInstanceOf(InvalidStateError);
      await expect(consents.withdraw(context.actor, UNKNOWN_UUID)).rejects.toBeInstanceOf(NotFoundError);
      expect(await eventsOf(candidate.id)).toEqual(['candidate.created', 'consent.given', 'consent.withdrawn', 'consent.given', 'consent.given']);
    });

    it('lists by expiresBefore and status for sync', async () => {
      const candidate = await createCandidate(context);
      const soon = await consents.give(context.actor, candidate.id, { purpose: 'application', expiresAt: new Date(Date.now() + 60_000).toISOString() });
      await consents.give(context.actor, candidate.id, { purpose: 'messaging' });
      const page = await consents.list({ expiresBefore: new Date(Date.now() + 120_000).toISOString(), status: 'given', limit: 100 });
      expect(page.items.map((consent) => consent.id)).toContain(soon.id);
      expect(page.items.every((consent) => consent.expiresAt !== null)).toBe(true);
    });
  });

  describe('expiry', () => {
    it('a given consent past its expiresAt becomes expired once, with consent.expired', async () => {
      const candidate = await createCandidate(context);
      const due = await consents.give(context.actor, candidate.id, {
        purpose: 'talent_pool',
        givenAt: '2024-01-01T00:00:00Z',
        expiresAt: '2025-01-01T00:00:00Z',
      });
      const later = await consents.give(context.actor, candidate.id, { purpose: 'application' });
      const withdrawn = await consents.give(context.actor, candidate.id, { purpose: 'messaging', expiresAt: '2025-01-01T00:00:00Z' });
      await consents.withdraw(context.actor, withdrawn.id);
      // Two passes at once (two workers) expire it once.
      await Promise.all([consents.expireDue(500), consents.expireDue(500)]);
      await consents.expireDue(500);
      expect(await statusOf(due.id)).toBe('expired');
      expect(await statusOf(later.id)).toBe('given');
      expect(await statusOf(withdrawn.id)).toBe('withdrawn');
      expect((await eventsOf(candidate.id)).filter((type) => type === 'consent.expired')).toHaveLength(1);
    });
  });

  describe('consent requests', () => {
    const tokenOf = (url: string | null) => url!.split('/').at(-1)!;

    it('answers the link once, keeps only its hash, and reads it back as null', async () => {
      const candidate = await createCandidate(context);
      const request = await requests.create(context.actor, candidate.id, { purpose: 'talent_pool' });
      expect(request).toMatchObject({ candidateId: candidate.id, purpose: 'talent_pool', status: 'pending', decidedAt: null });
      expect(request.url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/public\/consent-requests\/[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(14 * DAY_MS);
      const token = tokenOf(request.url);
      const [row] = await context.db.query<Array<{ token_hash: Buffer }>>('SELECT token_hash FROM consent_requests WHERE id = $1', [request.id]);
      expect(row.token_hash).toHaveLength(32);
      expect(row.token_hash.toString('utf8')).not.toContain(token);
      expect(await requests.get(request.id)).toMatchObject({ id: request.id, url: null, status: 'pending' });
      const [event] = await context.db.query<Array<{ payload: { data: { url: string } } }>>(
        `SELECT payload FROM outbox_events WHERE type = 'consent.requested' AND resource_id = $1`,
        [request.id],
      );
      expect(event.payload.data.url).toBe(request.url);
      const activity = await context.db.query<Array<{ metadata: object }>>(
        `SELECT metadata FROM activity_events WHERE type = 'consent.requested' AND entity_id = $1`,
        [candidate.id],
      );
      expect(JSON.stringify(activity)).not.toContain(token);
    });

    it('give records a consent with source consent_request; a second decision is NOT_FOUND', async () => {
      const candidate = await createCandidate(context);
      const request = await requests.create(context.actor, candidate.id, { purpose: 'messaging', expiresInDays: 3 });
      const token = tokenOf(request.url);
      expect(await requests.publicView(token)).toMatchObject({ purpose: { key: 'messaging' }, status: 'pending', expiresAt: request.expiresAt });
      expect(await requests.decide(token, 'give')).toMatchObject({ status: 'given' });
      await expect(requests.decide(token, 'decline')).rejects.toBeInstanceOf(NotFoundError);
      const given = await consents.listOfCandidate(candidate.id, { purpose: 'messaging' });
      expect(given.items).toEqual([expect.objectContaining({ status: 'given', source: 'consent_request', evidence: { consentRequestId: request.id } })]);
      expect(await requests.get(request.id)).toMatchObject({ status: 'given', decidedAt: expect.any(String) });
      await expect(requests.publicView('not-a-token')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('decline withdraws the given consent for the purpose, if any', async () => {
      const candidate = await createCandidate(context);
      const consent = await consents.give(context.actor, candidate.id, { purpose: 'talent_pool' });
      const request = await requests.create(context.actor, candidate.id, { purpose: 'talent_pool' });
      await requests.decide(tokenOf(request.url), 'decline');
      expect(await statusOf(consent.id)).toBe('withdrawn');
      const none = await requests.create(context.actor, candidate.id, { purpose: 'application' });
      expect(await requests.decide(tokenOf(none.url), 'decline')).toMatchObject({ status: 'declined' });
      expect((await requests.list({ candidateId: candidate.id, status: 'declined' })).items).toHaveLength(2);
    });

    it('an expired request reads expired and takes no decision', async () => {
      const candidate = await createCandidate(context);
      const request = await requests.create(context.actor, candidate.id, { purpose: 'application', expiresInDays: 1 });
      await context.db.query(`UPDATE consent_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [request.id]);
      expect(await requests.get(request.id)).toMatchObject({ status: 'expired' });
      expect((await requests.list({ candidateId: candidate.id, status: 'expired' })).items.map((item) => item.id)).toEqual([request.id]);
      expect((await requests.list({ candidateId: candidate.id, status: 'pending' })).items).toEqual([]);
      await expect(requests.decide(tokenOf(request.url), 'give')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses an unknown purpose at body.purpose and an unknown candidate with NOT_FOUND', async () => {
      const candidate = await createCandidate(context);
      const error = await requests.create(context.actor, candidate.id, { purpose: 'nope' }).catch((caught: unknown) => caught);
      expect((error as ValidationFailedError).issues).toEqual([expect.objectContaining({ path: 'purpose' })]);
      await expect(requests.create(context.actor, UNKNOWN_UUID, { purpose: 'application' })).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('candidate merge', () => {
    it('keeps one given consent per purpose: the one given earlier is superseded before the rows move', async () => {
      const survivor = await createCandidate(context);
      const duplicate = await createCandidate(context);
      const older = await consents.give(context.actor, survivor.id, { purpose: 'talent_pool', givenAt: '2026-01-01T00:00:00Z' });
      await consents.give(context.actor, duplicate.id, { purpose: 'talent_pool' });
      await context.get(CandidatesService).merge(context.actor, survivor.id, { duplicateId: duplicate.id });
      expect(await statusOf(older.id)).toBe('superseded');
      // Moving the duplicate's rows follows from the declared resource, which only a composed process has (test/e2e/privacy).
    });
  });
});
