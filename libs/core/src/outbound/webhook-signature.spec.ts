import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret, signWebhook, webhookHeaders } from './webhook-signature';

describe('webhook signatures', () => {
  it('makes secrets of whsec_ + base64 of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('matches the Standard Webhooks reference example', () => {
    // The example of the Standard Webhooks specification.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('is verified by the standardwebhooks package, with one secret or two during a rotation', () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const body = JSON.stringify({ type: 'candidate.created', timestamp: '2026-11-21T10:00:00.000Z', data: { id: 'x' } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders([current, previous], '0190a0b4-8a3e-7c2d-9f00-1234567890ab', timestamp, body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });
});
