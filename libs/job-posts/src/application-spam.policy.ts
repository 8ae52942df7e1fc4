/** What the spam policy is shown of an apply: the captcha widget's token (absent when none was sent) and the client address. */
export interface ApplicationSpamCheck {
  captchaToken: string | undefined;
  clientIp: string;
  jobPostId: string;
}

/**
 * Decides whether a careers-site apply is let in (docs/extending.md, "Policies"): e.g. verifies the
 * captcha token with hCaptcha or Turnstile. Asked after the body passed its rules and before anything
 * is stored; a refusal is a 422 at `captchaToken` and nothing is stored.
 */
export interface ApplicationSpamPolicy {
  /** Why the apply is refused (the 422 message for `captchaToken`, e.g. `was not accepted by the captcha`), or null to let it in. */
  refusal(check: ApplicationSpamCheck): Promise<string | null>;
}

export const APPLICATION_SPAM_POLICY = Symbol('APPLICATION_SPAM_POLICY');

/** The default: no captcha, every apply let in (the honeypot and the per-address limit still hold). */
export const NO_CAPTCHA: ApplicationSpamPolicy = { refusal: () => Promise.resolve(null) };
