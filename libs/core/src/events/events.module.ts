import { Global, Module } from '@nestjs/common';
import { EventRecorder } from './event-recorder';

@Global()
@Module({ providers: [EventRecorder], exports: [EventRecorder] })
export class EventsModule {}
