import type { Salary, SalaryPeriod } from './job-post-rules';
import { escapeHtml, markdownToHtml } from '@app/core';

/** What a live post says to search engines and job boards. */
export interface DistributedPost {
  id: string;
  title: string;
  content: string;
  location: string | null;
  remote: boolean;
  employmentType: string | null;
  salary: Salary | null;
  publishedAt: Date;
}

/** The installation's side: who hires, and where a post's page is. */
export interface Publisher {
  companyName: string;
  companyUrl: string | undefined;
  postUrl(id: string): string;
  /** Whether the post's page takes the application itself (CAREERS_POST_URL is set: a careers page). */
  directApply: boolean;
}

/** schema.org's employmentType values for ours; anything else is OTHER (docs/api/careers.md#json-ld). */
const SCHEMA_EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** The `jobtype` of the XML feed, as job aggregators spell it. */
const FEED_JOB_TYPES: Record<string, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};

const UNIT_TEXT: Record<SalaryPeriod, string> = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' };

/** A schema.org JobPosting (Google for Jobs' required and recommended properties we know), the bare object. */
export function jobPosting(post: DistributedPost, publisher: Publisher): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: post.title,
    description: htmlDescription(post),
    datePosted: post.publishedAt.toISOString(),
    // validThrough is left out: a post stays live until it is closed, which no one knows ahead.
    employmentType: post.employmentType === null ? undefined : (SCHEMA_EMPLOYMENT_TYPES[post.employmentType] ?? 'OTHER'),
    hiringOrganization: { '@type': 'Organization', name: publisher.companyName, sameAs: publisher.companyUrl },
    jobLocation: post.location === null ? undefined : { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: post.location } },
    jobLocationType: post.remote ? 'TELECOMMUTE' : undefined,
    baseSalary:
      post.salary === null
        ? undefined
        : {
            '@type': 'MonetaryAmount',
            currency: post.salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: post.salary.min, maxValue: post.salary.max, unitText: UNIT_TEXT[post.salary.period] },
          },
    identifier: { '@type': 'PropertyValue', name: publisher.companyName, value: post.id },
    url: publisher.postUrl(post.id),
    directApply: publisher.directApply,
  };
  return JSON.parse(JSON.stringify(posting)) as Record<string, unknown>;
}

/** The content as HTML; a post without content is described by its title (Google refuses an empty description). */
function htmlDescription(post: DistributedPost): string {
  return post.content.trim() === '' ? `<p>${escapeHtml(post.title)}</p>` : markdownToHtml(post.content);
}

/** One job of the feeds (docs/api/careers.md#feeds), every value a string (empty when unknown). */
export interface FeedJob {
  title: string;
  date: string;
  referencenumber: string;
  url: string;
  company: string;
  city: string;
  country: string;
  description: string;
  salary: string;
  jobtype: string;
}

/** `50000-60000 EUR per year`, `70000 EUR per year` when min = max, empty without pay. */
function salaryText(salary: Salary | null): string {
  if (salary === null) return '';
  const amount = salary.min === salary.max ? `${salary.min}` : `${salary.min}-${salary.max}`;
  return `${amount} ${salary.currency} per ${salary.period}`;
}

export function feedJob(post: DistributedPost, publisher: Publisher): FeedJob {
  return {
    title: post.title,
    date: post.publishedAt.toISOString(),
    referencenumber: post.id,
    url: publisher.postUrl(post.id),
    company: publisher.companyName,
    // The post's location is one free text: it goes whole into city; the country is not known apart.
    city: post.location ?? '',
    country: '',
    description: htmlDescription(post),
    salary: salaryText(post.salary),
    jobtype: post.employmentType === null ? '' : (FEED_JOB_TYPES[post.employmentType] ?? post.employmentType),
  };
}

/** Characters XML 1.0 cannot hold (most C0 controls, lone surrogates, U+FFFE/U+FFFF): dropped from feed text. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '');
}
