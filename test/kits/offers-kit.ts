import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, UUID } from '../helpers/common';

/** Shared expectations and factories of the offer e2e files (docs/api/resources.md#offers, docs/api/states.md#offer). */

export const OFFER_KEYS = [
  'id',
  'applicationId',
  'candidateId',
  'jobId',
  'openingId',
  'status',
  'title',
  'salaryAmount',
  'currency',
  'salaryPeriod',
  'equity',
  'startDate',
  'expiresAt',
  'notes',
  'createdAt',
  'updatedAt',
  'decidedAt',
  'sentAt',
].sort();

const NULLABLE_TIMESTAMPS = ['expiresAt', 'decidedAt', 'sentAt'] as const;

export function expectOfferShape(offer: Record<string, any>): void {
  expect(Object.keys(offer).sort()).toEqual(OFFER_KEYS);
  for (const key of ['id', 'applicationId', 'candidateId', 'jobId']) expect(offer[key]).toMatch(UUID);
  if (offer.openingId !== null) expect(offer.openingId).toMatch(UUID);
  expect(['draft', 'sent', 'accepted', 'declined', 'withdrawn', 'expired']).toContain(offer.status);
  expect(typeof offer.salaryAmount).toBe('number');
  expect(offer.currency).toMatch(/^[A-Z]{3}$/);
  expect(['year', 'month', 'week', 'day', 'hour']).toContain(offer.salaryPeriod);
  expectTimestamp(offer.createdAt);
  expectTimestamp(offer.updatedAt);
  for (const key of NULLABLE_TIMESTAMPS) if (offer[key] !== null) expectTimestamp(offer[key]);
  if (offer.startDate !== null) expect(offer.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

/** The smallest valid create body. */
export const offerBody = (applicationId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  applicationId,
  title: 'Senior Backend Engineer',
  salaryAmount: 95000,
  currency: 'EUR',
  salaryPeriod: 'year',
  ...overrides,
});

/** An ISO date-time `ms` milliseconds from now. */
export const fromNow = (ms: number): string => new Date(Date.now() + ms).toISOString();

export async function createOffer(api: ApiClient, applicationId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post('/offers', offerBody(applicationId, overrides));
  if (response.status !== 201) throw new Error(`createOffer: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function sentOffer(api: ApiClient, applicationId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const offer = await createOffer(api, applicationId, overrides);
  const response = await api.post(`/offers/${offer.id}/send`);
  if (response.status !== 200) throw new Error(`sentOffer: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}
