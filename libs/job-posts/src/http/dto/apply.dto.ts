import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The JSON form's example as Swagger UI shows it: the default form (résumé optional, no questions), a plain-text résumé. */
export const APPLY_JSON_EXAMPLE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '+44 20 7946 0018',
  resume: { filename: 'ada-lovelace.txt', contentBase64: Buffer.from('Ada Lovelace\nMathematician and first programmer.\n').toString('base64') },
  utm: { source: 'newsletter', campaign: 'autumn' },
};

export class ApplyUtm {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'newsletter' }) source?: string;
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'email' }) medium?: string;
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'autumn' }) campaign?: string;
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'backend' }) term?: string;
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'hero' }) content?: string;
}

export class ApplyFileJson {
  @ApiProperty({ minLength: 1, maxLength: 255, example: 'ada-lovelace.pdf' }) filename: string;
  @ApiProperty({ format: 'byte', description: 'The bytes, base64', example: APPLY_JSON_EXAMPLE.resume.contentBase64 }) contentBase64: string;
}

/** OpenAPI only: the JSON form. The post's own rules are its `formSchema` (GET /public/job-posts/{id}). */
export class ApplyJson {
  @ApiProperty({ minLength: 1, maxLength: 120, example: 'Ada' }) firstName: string;
  @ApiProperty({ minLength: 1, maxLength: 120, example: 'Lovelace' }) lastName: string;
  @ApiProperty({ format: 'email', maxLength: 320, example: 'ada.lovelace@example.com' }) email: string;
  @ApiPropertyOptional({ minLength: 1, maxLength: 40, example: '+44 20 7946 0018' }) phone?: string;
  @ApiPropertyOptional({ format: 'uri', example: 'https://www.linkedin.com/in/ada-lovelace' }) linkedinUrl?: string;
  @ApiPropertyOptional({ type: ApplyFileJson }) resume?: ApplyFileJson;
  @ApiPropertyOptional({ type: ApplyFileJson }) coverLetter?: ApplyFileJson;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Keyed by question key, typed as the question asks (file answers as { filename, contentBase64 })',
    example: {},
  })
  answers?: Record<string, unknown>;
  @ApiPropertyOptional({ minLength: 1, maxLength: 60, description: 'Default: utm.source, else careers_site', example: 'careers_site' }) source?: string;
  @ApiPropertyOptional({ type: ApplyUtm }) utm?: ApplyUtm;
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 64,
    description: 'A referral link’s code (POST /referral-links); an unknown one is ignored',
    example: 'q3Zr8Kx1vTQ',
  })
  ref?: string;
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 8192,
    description: 'The captcha widget’s response, when the installation verifies one',
    example: '10000000-aaaa-bbbb-cccc-000000000001',
  })
  captchaToken?: string;
  @ApiPropertyOptional({ maxLength: 0, description: 'The honeypot: leave it out or empty', example: '' }) website?: string;
}

/** OpenAPI only: the multipart form (answers as `answers.<key>` fields, files as parts). */
export class ApplyForm {
  @ApiProperty({ example: 'Ada' }) firstName: string;
  @ApiProperty({ example: 'Lovelace' }) lastName: string;
  @ApiProperty({ example: 'ada.lovelace@example.com' }) email: string;
  @ApiPropertyOptional({ example: '' }) phone?: string;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The résumé file' }) resume?: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The cover letter file, when the form asks for one' }) coverLetter?: unknown;
}
