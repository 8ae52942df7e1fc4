import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { discoverProviders, type Actor } from '@app/core';

/** A consent an apply gave by answering `true` to a consent question with `consentPurpose` (docs/api/careers.md#application-forms). */
export interface CareersConsent {
  candidateId: string;
  /** The purpose's key. */
  purpose: string;
  evidence: { jobPostId: string; questionKey: string; formUpdatedAt: string };
}

/**
 * What records consents for the careers site (the privacy context's, docs/api/privacy.md#consents): job posts never
 * import it, they find the recorder the process loaded, as jobs find their status followers.
 */
export interface CareersConsentRecorder {
  /** Which of these purpose keys exist: a form's `consentPurpose` must name one. */
  knownPurposes(keys: readonly string[]): Promise<ReadonlySet<string>>;
  /** In the apply's transaction, after its candidate and application are written. */
  recordCareersConsent(tx: EntityManager, actor: Actor, consent: CareersConsent): Promise<void>;
}

const CAREERS_CONSENT_RECORDER = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks the provider class that records careers-site consents; CareersConsents finds it (Nest DiscoveryService). */
export function RecordsCareersConsent(): ClassDecorator {
  return CAREERS_CONSENT_RECORDER();
}

/** The `@RecordsCareersConsent()` providers of the loaded modules; none: no purpose is known, and a form naming one is refused. */
@Injectable()
export class CareersConsents implements OnApplicationBootstrap {
  private found?: readonly CareersConsentRecorder[];

  constructor(private readonly discovery: DiscoveryService) {}

  /** A misdeclared recorder fails the start. */
  onApplicationBootstrap(): void {
    this.recorders();
  }

  async knownPurposes(keys: readonly string[]): Promise<ReadonlySet<string>> {
    const known = new Set<string>();
    if (keys.length === 0) return known;
    for (const recorder of this.recorders()) for (const key of await recorder.knownPurposes(keys)) known.add(key);
    return known;
  }

  async record(tx: EntityManager, actor: Actor, consent: CareersConsent): Promise<void> {
    for (const recorder of this.recorders()) await recorder.recordCareersConsent(tx, actor, consent);
  }

  private recorders(): readonly CareersConsentRecorder[] {
    this.found ??= discoverProviders<CareersConsentRecorder>(this.discovery, CAREERS_CONSENT_RECORDER, 'Careers consent recorder', 'recordCareersConsent');
    return this.found;
  }
}
