import { IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { bareAddress } from './domain/message-rules';

const MAIL_URL = /^(log:|smtps?:\/\/[^\s/?#]+(\/[^\s]*)?)$/;
/** `Name <address>` or a bare address. */
const MAILBOX = /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** Where the mails of log: come from when MAIL_FROM is unset (nothing leaves). */
const LOG_FROM = 'Recruiting <no-reply@localhost>';

/**
 * The messaging context's environment variables (docs/operations.md#email), validated at boot with the
 * platform's. COMPANY_NAME and PUBLIC_BASE_URL are the careers site's (the job-posts context's), shared.
 */
export class MessagingEnvironment {
  /** `smtp://user:pass@host:port` (STARTTLS when offered), `smtps://...`, or `log:` (nothing leaves: each mail is logged and marked sent). */
  @IsString()
  @Matches(MAIL_URL, { message: 'must be log: or an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587' })
  MAIL_URL = 'log:';

  /** The sender of every mail, `"Name <address>"`; required with smtp. */
  @ValidateIf((environment: MessagingEnvironment) => environment.MAIL_URL !== 'log:' || environment.MAIL_FROM !== undefined)
  @IsString({ message: 'is required when MAIL_URL is smtp:// or smtps://' })
  @Matches(MAILBOX, { message: 'must be "Name <address>" or an address' })
  MAIL_FROM?: string;

  /** The domain of reply addresses (`reply+<thread token>@<domain>`); default: MAIL_FROM's. */
  @IsOptional()
  @Matches(DOMAIN, { message: 'must be a domain such as replies.example.com' })
  MAIL_REPLY_DOMAIN?: string;

  get logOnly(): boolean {
    return this.MAIL_URL === 'log:';
  }

  get from(): string {
    return this.MAIL_FROM ?? LOG_FROM;
  }

  get fromAddress(): string {
    return bareAddress(this.from);
  }

  get replyDomain(): string {
    return this.MAIL_REPLY_DOMAIN ?? this.fromAddress.split('@')[1];
  }

  replyAddress(threadToken: string): string {
    return `reply+${threadToken}@${this.replyDomain}`;
  }
}
