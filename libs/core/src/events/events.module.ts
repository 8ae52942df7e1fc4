import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CommitSignal } from './commit-signal';
import { EventRecorder } from './event-recorder';

@Global()
@Module({ imports: [DiscoveryModule], providers: [CommitSignal, EventRecorder], exports: [CommitSignal, EventRecorder] })
export class EventsModule {}
