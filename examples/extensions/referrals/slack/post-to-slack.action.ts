import { Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { TextField, UrlField } from '@app/core';
import { Secret, type ActionContext, type AutomationAction } from '@app/automations';
import { SlackClient } from './slack-client';

@ApiSchema({
  description:
    'post_to_slack: posts `text` (followed by the trigger event type) to a Slack relay, signed with REFERRALS_SLACK_SIGNING_SECRET. Output: { status }',
})
export class PostToSlackConfig {
  @UrlField({
    description: 'The relay that forwards to Slack: http or https; private addresses are refused unless WEBHOOK_ALLOW_PRIVATE_TARGETS',
    example: 'https://slack-relay.example.com/post',
  })
  url: string;
  @TextField({ min: 2, max: 80, pattern: /^#[a-z0-9_-]+$/, patternMessage: 'must be a channel name like #hiring', example: '#hiring' }) channel: string;
  @TextField({ min: 1, max: 2000, example: 'New referral' }) text: string;
  // Encrypted at rest for this automation, shown as ••••<last 4>, decrypted only for execute().
  @Secret()
  @TextField({
    optional: true,
    min: 16,
    max: 200,
    description: 'The token the relay requires, sent as Authorization: Bearer; stored encrypted and returned as •••• and its last 4 characters',
    example: 'relay-token-0123456789abcdef',
  })
  token?: string;
}

/** A custom action: calls outside the installation, so it counts against maxExternalActionsPerMinute. */
@Injectable()
export class PostToSlackAction implements AutomationAction<PostToSlackConfig> {
  readonly type = 'post_to_slack';
  readonly configType = PostToSlackConfig;
  readonly external = true;
  readonly subject = null;

  constructor(private readonly slack: SlackClient) {}

  async execute(config: PostToSlackConfig, context: ActionContext): Promise<Record<string, unknown>> {
    // The same id on every retry of this step: the relay can drop a repeat after a worker crash.
    const response = await this.slack.post(
      config.url,
      `${context.run.id}.${context.run.stepIndex}`,
      { channel: config.channel, text: `${config.text} (${context.event.type})` },
      config.token,
    );
    if (response.status === undefined) throw new Error(`post_to_slack failed: ${response.error ?? 'no answer'}`);
    if (response.status < 200 || response.status > 299) throw new Error(`post_to_slack: HTTP ${response.status}`);
    return { status: response.status };
  }
}
