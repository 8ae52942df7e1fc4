import { Module } from '@nestjs/common';
import { CustomFieldValuesController, OBJECT_VALUES_CONTROLLERS } from './http/custom-field-values.controller';
import { CustomFieldsController } from './http/custom-fields.controller';
import { CustomFieldsModule } from './custom-fields.module';

@Module({
  imports: [CustomFieldsModule],
  controllers: [CustomFieldsController, CustomFieldValuesController, ...OBJECT_VALUES_CONTROLLERS],
})
export class CustomFieldsHttpModule {}
