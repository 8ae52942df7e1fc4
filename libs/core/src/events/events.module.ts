import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventRecorder } from './event-recorder';

@Global()
@Module({ imports: [DiscoveryModule], providers: [EventRecorder], exports: [EventRecorder] })
export class EventsModule {}
