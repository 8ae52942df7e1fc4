import { InvalidJobPayloadError } from '@app/core';
import { parseWebhookDeliveryJob } from './delivery-job';

describe('parseWebhookDeliveryJob', () => {
  it('accepts exactly { deliveryId: <uuid> }, normalised to lower case', () => {
    expect(parseWebhookDeliveryJob({ deliveryId: '0190A0B4-8A3E-7C2D-9F00-1234567890AB' })).toEqual({ deliveryId: '0190a0b4-8a3e-7c2d-9f00-1234567890ab' });
  });

  it.each([null, undefined, 'x', [], {}, { deliveryId: 'abc' }, { deliveryId: 1 }, { deliveryId: '0190a0b4-8a3e-7c2d-9f00-1234567890ab', extra: 1 }])(
    'refuses %j',
    (data) => expect(() => parseWebhookDeliveryJob(data)).toThrow(InvalidJobPayloadError),
  );
});
