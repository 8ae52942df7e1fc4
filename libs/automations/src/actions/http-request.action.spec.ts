import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Repository } from 'typeorm';
import { generateWebhookSecret, SecretCipher, type OutboundRequest, type OutboundResponse, type OutboundSender } from '@app/core';
import type { AutomationEntity } from '../persistence/automation.entity';
import type { ActionContext } from './automation-action';
import { HttpRequestAction } from './http-request.action';

const AUTOMATION_ID = '0190a0b4-8a3e-7c2d-9f00-0000000000a1';
const RUN_ID = '0190a0b4-8a3e-7c2d-9f00-0000000000b1';

const context: ActionContext = {
  actor: { id: AUTOMATION_ID, name: 'Automation: Notify', cause: { runId: RUN_ID, stepIndex: 1 } },
  automation: { id: AUTOMATION_ID, name: 'Notify' },
  run: { id: RUN_ID, stepIndex: 1, attempt: 2 },
  event: { id: '0190a0b4-8a3e-7c2d-9f00-0000000000e1', type: 'application.hired', timestamp: '2026-11-21T10:00:00.000Z', data: { id: 'app-1' } },
};

/** The action over a one-row automations table (`rowOf`) and a sender that records requests and answers `answer`. */
function setUp(answer: OutboundResponse, rowOf: (cipher: SecretCipher) => Partial<AutomationEntity> | null) {
  const cipher = new SecretCipher(randomBytes(32).toString('base64'));
  const sent: OutboundRequest[] = [];
  const sender = { send: async (request: OutboundRequest) => (sent.push(request), answer) } as unknown as OutboundSender;
  const row = rowOf(cipher);
  const automations = { findOne: async () => row } as unknown as Repository<AutomationEntity>;
  return { action: new HttpRequestAction(automations, cipher, sender), sent };
}

function rowWith(cipher: SecretCipher, current: string, previous?: { secret: string; expiresAt: Date; ownerId?: string }): Partial<AutomationEntity> {
  return {
    id: AUTOMATION_ID,
    signingSecretEncrypted: cipher.encrypt(current, AUTOMATION_ID),
    previousSigningSecretEncrypted: previous === undefined ? null : cipher.encrypt(previous.secret, previous.ownerId ?? AUTOMATION_ID),
    previousSigningSecretExpiresAt: previous?.expiresAt ?? null,
  };
}

describe(HttpRequestAction.name, () => {
  const secret = generateWebhookSecret();
  const previous = generateWebhookSecret();

  it('sends one signed request and answers with the status', async () => {
    const { action, sent } = setUp({ status: 204 }, (cipher) => rowWith(cipher, secret));
    await expect(action.execute({ url: 'https://example.com/hook' }, context)).resolves.toEqual({ status: 204 });
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['webhook-id']).toBe(`${RUN_ID}.1`);
    expect(sent[0].headers['idempotency-key']).toBe(`${RUN_ID}.1`);
    expect(new Webhook(secret).verify(sent[0].body as string, sent[0].headers)).toEqual({
      type: 'application.hired',
      timestamp: context.event.timestamp,
      data: { id: 'app-1' },
    });
  });

  it('signs with the previous secret too until it expires', async () => {
    const run = async (expiresAt: Date) => {
      const { action, sent } = setUp({ status: 200 }, (cipher) => rowWith(cipher, secret, { secret: previous, expiresAt }));
      await action.execute({ url: 'https://example.com/hook' }, context);
      return sent[0].headers['webhook-signature'].split(' ').length;
    };
    expect(await run(new Date(Date.now() + 60_000))).toBe(2);
    expect(await run(new Date(Date.now() - 1))).toBe(1);
  });

  it('signs with the current secret alone when the previous one does not decrypt', async () => {
    // Encrypted for another owner: it cannot decrypt under this automation's id.
    const { action, sent } = setUp({ status: 200 }, (cipher) =>
      rowWith(cipher, secret, { secret: previous, expiresAt: new Date(Date.now() + 60_000), ownerId: RUN_ID }),
    );
    await action.execute({ url: 'https://example.com/hook' }, context);
    expect(sent[0].headers['webhook-signature'].split(' ')).toHaveLength(1);
  });

  it.each([
    [{ status: 500 }, 'HTTP 500 from POST https://example.com/hook'],
    [{ status: 302 }, 'HTTP 302 from POST https://example.com/hook'],
    [{ status: 199 }, 'HTTP 199 from POST https://example.com/hook'],
    [{ error: 'No answer within 15 s' }, 'POST https://example.com/hook failed: No answer within 15 s'],
    [
      { error: 'ERR_WEBHOOK_TARGET_REFUSED: Refused to deliver to 127.0.0.1: a loopback address' },
      'failed: ERR_WEBHOOK_TARGET_REFUSED: Refused to deliver to 127.0.0.1: a loopback address',
    ],
  ])('fails the step on %j', async (answer, message) => {
    const { action } = setUp(answer, (cipher) => rowWith(cipher, secret));
    await expect(action.execute({ url: 'https://example.com/hook' }, context)).rejects.toThrow(message);
  });

  it('fails without sending when the automation is gone', async () => {
    const { action, sent } = setUp({ status: 200 }, () => null);
    await expect(action.execute({ url: 'https://example.com/hook' }, context)).rejects.toThrow(`Automation ${AUTOMATION_ID} not found`);
    expect(sent).toEqual([]);
  });
});
