import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { SendResult } from './domain/message-rules';
import { MessagingEnvironment } from './messaging.env';

/** One mail as the worker hands it over: a multipart/alternative with a text and an HTML part. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  messageId: string;
  headers: Record<string, string>;
}

/** A mail server's answer or a connection failure, as nodemailer reports it. */
interface SmtpFailure {
  code?: string;
  responseCode?: number;
  command?: string;
  response?: string;
  message: string;
  rejectedErrors?: SmtpFailure[];
}

/** Connections the pool keeps to the mail server; the worker's sends share them. */
const POOL_CONNECTIONS = 5;
/** Bounded waits, so an attempt ends well within its lease (docs/adr/0099-messages-sent-at-most-once.md). */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 120_000 };

/**
 * How the outcome of one SMTP exchange reads (docs/api/messaging.md#delivery): a permanent (5xx) answer to
 * the recipient is a hard bounce; another permanent answer (to MAIL FROM or the data) fails the message
 * without retrying; anything else (refused or dropped connection, timeout, 4xx) is worth a retry.
 */
export function classifySmtpFailure(error: SmtpFailure): SendResult {
  const rejected = error.rejectedErrors?.[0] ?? error;
  const code = rejected.responseCode ?? error.responseCode;
  const reason = (rejected.response ?? error.response ?? error.message).slice(0, 500);
  if (code !== undefined && code >= 500 && code < 600) {
    const toRecipient = error.code === 'EENVELOPE' && (rejected.command ?? error.command ?? '').toUpperCase().startsWith('RCPT');
    return toRecipient ? { outcome: 'bounced', reason } : { outcome: 'rejected', reason };
  }
  return { outcome: 'transient', reason };
}

/**
 * The outbound mail transport of MAIL_URL: a pooled SMTP connection (STARTTLS when the server offers it;
 * smtps:// is TLS from the start), or `log:`, which writes each mail to the log and reports it accepted.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private transporter: Transporter | undefined;

  constructor(private readonly environment: MessagingEnvironment) {}

  async send(mail: OutgoingMail): Promise<SendResult> {
    try {
      const info = (await this.transport().sendMail(mail)) as { message?: Buffer };
      if (this.environment.logOnly) this.logger.log(`Mail (MAIL_URL=log:, not sent):\n${info.message?.toString('utf8') ?? ''}`);
      return { outcome: 'accepted' };
    } catch (error) {
      return classifySmtpFailure(error as SmtpFailure);
    }
  }

  onModuleDestroy(): void {
    this.transporter?.close();
    this.transporter = undefined;
  }

  private transport(): Transporter {
    if (this.transporter === undefined) {
      this.transporter = this.environment.logOnly
        ? createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
        : createTransport({ url: this.environment.MAIL_URL, pool: true, maxConnections: POOL_CONNECTIONS, ...TIMEOUTS });
    }
    return this.transporter;
  }
}
