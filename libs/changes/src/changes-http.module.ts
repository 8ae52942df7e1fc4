import { Module } from '@nestjs/common';
import { ChangesModule } from './changes.module';
import { ChangesController } from './http/changes.controller';

@Module({ imports: [ChangesModule], controllers: [ChangesController] })
export class ChangesHttpModule {}
