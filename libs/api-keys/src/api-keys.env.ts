import { IsOptional, IsString, Length } from 'class-validator';

/** The API keys context's environment variables (docs/operations.md#configuration), validated at boot with the platform's. */
export class ApiKeysEnvironment {
  /** The first key (docs/api/auth.md#the-first-key): created at start-up with exactly this value. */
  @IsOptional()
  @IsString()
  @Length(32, 200, { message: 'must be 32 to 200 characters long' })
  BOOTSTRAP_API_KEY?: string;
}
