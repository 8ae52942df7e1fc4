import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { toBool, toInt } from '@app/core';

/** Where documents' bytes live (docs/operations.md#documents). Without S3 credentials the AWS SDK's default chain applies (instance roles, profiles). */
export interface DocumentStorageConfig {
  /** `file:<directory>` or `s3://<bucket>/<prefix>`. */
  storageUrl: string;
  s3: { endpoint?: string; region: string; forcePathStyle: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };
}

/** The documents context's environment variables (docs/operations.md#documents), validated at boot with the platform's. */
export class DocumentsEnvironment {
  @IsString()
  @Matches(/^(file:.+|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, { message: 'must be file:<directory> or s3://<bucket>/<prefix>' })
  DOCUMENT_STORAGE_URL = 'file:.data/documents';

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(1024 * 1024 * 1024)
  DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

  @IsOptional()
  @IsString()
  @Matches(/^https?:\/\/.+/, { message: 'must be an http:// or https:// URL' })
  S3_ENDPOINT?: string;

  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'must be a region name such as us-east-1' })
  S3_REGION = 'us-east-1';

  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  S3_FORCE_PATH_STYLE = false;

  @ValidateIf((vars: DocumentsEnvironment) => vars.AWS_ACCESS_KEY_ID !== undefined || vars.AWS_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'must be set together with AWS_SECRET_ACCESS_KEY' })
  AWS_ACCESS_KEY_ID?: string;

  @ValidateIf((vars: DocumentsEnvironment) => vars.AWS_ACCESS_KEY_ID !== undefined || vars.AWS_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'must be set together with AWS_ACCESS_KEY_ID' })
  AWS_SECRET_ACCESS_KEY?: string;

  /** The store DOCUMENT_STORAGE_URL names, with the S3 settings. */
  get storage(): DocumentStorageConfig {
    return {
      storageUrl: this.DOCUMENT_STORAGE_URL,
      s3: {
        endpoint: this.S3_ENDPOINT,
        region: this.S3_REGION,
        forcePathStyle: this.S3_FORCE_PATH_STYLE,
        credentials:
          this.AWS_ACCESS_KEY_ID !== undefined && this.AWS_SECRET_ACCESS_KEY !== undefined
            ? { accessKeyId: this.AWS_ACCESS_KEY_ID, secretAccessKey: this.AWS_SECRET_ACCESS_KEY }
            : undefined,
      },
    };
  }
}
