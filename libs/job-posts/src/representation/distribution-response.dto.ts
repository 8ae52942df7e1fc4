import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const POST_ID = '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b';
const POST_URL = `https://careers.example.com/jobs/${POST_ID}`;

/** schema.org's JobPosting as GET /public/job-posts/{id} sends it for Accept: application/ld+json (docs/api/careers.md#json-ld). */
export class JobPostingLd {
  @ApiProperty({ example: 'https://schema.org/' }) '@context': string;
  @ApiProperty({ example: 'JobPosting' }) '@type': string;
  @ApiProperty({ example: 'Senior Backend Engineer' }) title: string;
  @ApiProperty({ description: 'The post’s Markdown as HTML', example: '<h2>About the role</h2>\n<p>You will build our <strong>API</strong>.</p>' })
  description: string;
  @ApiProperty({ format: 'date-time', description: 'publishedAt', example: '2026-11-21T10:00:00.000Z' }) datePosted: string;
  @ApiPropertyOptional({ enum: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'OTHER'], example: 'FULL_TIME' }) employmentType?: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'COMPANY_NAME, and COMPANY_URL as sameAs when set',
    example: { '@type': 'Organization', name: 'Example Ltd', sameAs: 'https://www.example.com' },
  })
  hiringOrganization: Record<string, unknown>;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'When the post has a location',
    example: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
  })
  jobLocation?: Record<string, unknown>;
  @ApiPropertyOptional({ enum: ['TELECOMMUTE'], description: 'When the post is remote', example: 'TELECOMMUTE' }) jobLocationType?: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'When the post has a salary',
    example: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' } },
  })
  baseSalary?: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { '@type': 'PropertyValue', name: 'Example Ltd', value: POST_ID } })
  identifier: Record<string, unknown>;
  @ApiProperty({ format: 'uri', description: 'CAREERS_POST_URL with the id, default the public read', example: POST_URL }) url: string;
  @ApiProperty({ description: 'True when CAREERS_POST_URL is set (a page that takes the application)', example: true }) directApply: boolean;
}

/** One job of the feeds: every value a string, empty when unknown (docs/api/careers.md#feeds). */
export class FeedJobResponse {
  @ApiProperty({ example: 'Senior Backend Engineer' }) title: string;
  @ApiProperty({ description: 'publishedAt', example: '2026-11-21T10:00:00.000Z' }) date: string;
  @ApiProperty({ description: 'The post id', example: POST_ID }) referencenumber: string;
  @ApiProperty({ example: POST_URL }) url: string;
  @ApiProperty({ description: 'COMPANY_NAME', example: 'Example Ltd' }) company: string;
  @ApiProperty({ description: 'The post’s location as written, or empty', example: 'Berlin' }) city: string;
  @ApiProperty({ description: 'Empty: a post’s location is one free text', example: '' }) country: string;
  @ApiProperty({ description: 'The post’s Markdown as HTML', example: '<p>You will build our <strong>API</strong>.</p>' }) description: string;
  @ApiProperty({ description: '`<min>-<max> <currency> per <period>`, or empty', example: '60000-75000 EUR per year' }) salary: string;
  @ApiProperty({ enum: ['fulltime', 'parttime', 'contract', 'temporary', 'internship', ''], example: 'fulltime' }) jobtype: string;
}

export const FEED_XML_EXAMPLE = [
  '<?xml version="1.0" encoding="UTF-8"?>\n',
  '<source><job><title>Senior Backend Engineer</title><date>2026-11-21T10:00:00.000Z</date>',
  `<referencenumber>${POST_ID}</referencenumber><url>${POST_URL}</url><company>Example Ltd</company><city>Berlin</city><country></country>`,
  '<description>&lt;p&gt;You will build our &lt;strong&gt;API&lt;/strong&gt;.&lt;/p&gt;</description>',
  '<salary>60000-75000 EUR per year</salary><jobtype>fulltime</jobtype></job></source>\n',
].join('');
