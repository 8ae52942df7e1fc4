import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuditTrailRef } from '../audit/audit-trail-ref';
import { CommitSignal } from './commit-signal';
import { EventRecorder } from './event-recorder';

/** The event recorder, the commit signal, and the audit trail's reference (the API's audit log, absent elsewhere), for every process. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [CommitSignal, EventRecorder, AuditTrailRef], exports: [CommitSignal, EventRecorder, AuditTrailRef] })
export class EventsModule {}
