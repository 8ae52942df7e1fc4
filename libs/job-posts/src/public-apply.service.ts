import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DomainError,
  Metrics,
  NotFoundError,
  PayloadTooLargeError,
  StatusResult,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type ValidationIssue,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { CandidatesService } from '@app/candidates';
import { CustomFieldValuesService, type ObjectType } from '@app/custom-fields';
import { JobsService } from '@app/jobs';
import { ACCEPTED_CONTENT_TYPES, DocumentsEnvironment, DocumentsService, type DocumentContentType, type DocumentKind, type StoredUpload } from '@app/documents';
import { APPLICATION_SPAM_POLICY, NO_CAPTCHA, type ApplicationSpamPolicy } from './application-spam.policy';
import type { ApplicationForm, FormLimits, FormQuestion } from './domain/application-form';
import { applyIssues, jsonFileSizes, honeypotFilled, isRecord, ReceivedFile, type ApplyBody, type ApplyFile, type Base64File } from './domain/apply-rules';
import { multipartApplyBody } from './domain/multipart-apply';
import type { AnswerValue, StoredAnswer, Utm } from './persistence/application-answers.entity';
import { ApplicationAnswersRepository } from './persistence/application-answers.repository';
import { AttributionService } from './attribution.service';
import { CareersConsents } from './careers-consents';
import type { JobPostEntity } from './persistence/job-post.entity';
import { JobPostsRepository } from './persistence/job-posts.repository';

/** A multipart file part as multer hands it over: already streamed into the document store. */
export interface UploadedPart extends StoredUpload {
  fieldname: string;
}

/** One apply as the route received it. */
export interface ApplyRequest {
  clientIp: string;
  /** The JSON body, or a multipart body's text fields. */
  body: unknown;
  /** A multipart apply's file parts (undefined for JSON). */
  parts?: UploadedPart[];
}

export interface ApplyReceipt {
  status: 'received';
  receivedAt: string;
}

/** A file of the apply, stored and checked, with where it goes. */
interface PendingFile {
  path: string;
  upload: StoredUpload & { filename: string; contentType: DocumentContentType };
  kind: DocumentKind;
  accept: readonly string[] | null;
  question?: FormQuestion;
}

/** A file of the body, at its path, before its bytes are read. */
interface WantedFile extends Omit<PendingFile, 'upload'> {
  file: ApplyFile;
}

/** A file whose bytes hold, with where they are: a stored part, or a JSON file's decoded bytes. */
interface CheckedFile extends Omit<PendingFile, 'upload'> {
  source: { part: UploadedPart } | { filename: string; bytes: Buffer };
  checked: { filename: string; contentType: DocumentContentType };
}

const DEFAULT_SOURCE = 'careers_site';
/** A second active application raced this one: the apply is run once more and finds it. */
const APPLY_ATTEMPTS = 2;

/**
 * POST /public/job-posts/{id}/applications (docs/api/careers.md#apply): the body is checked against
 * the post's form, then in one transaction the candidate is found by email or created, the files
 * become documents, the application and its answers are stored. The answer is the same 202
 * whatever happened, so the route tells no one who applied before.
 */
@Injectable()
export class PublicApplyService {
  private readonly formLimits: FormLimits;
  private readonly spam: ApplicationSpamPolicy;
  private readonly honeypotHits: Counter;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: JobPostsRepository,
    private readonly answers: ApplicationAnswersRepository,
    private readonly candidates: CandidatesService,
    private readonly applications: ApplicationsService,
    private readonly jobs: JobsService,
    private readonly documents: DocumentsService,
    private readonly customFieldValues: CustomFieldValuesService,
    private readonly attribution: AttributionService,
    private readonly consents: CareersConsents,
    environment: DocumentsEnvironment,
    metrics: Metrics,
    // An installation replaces it through an extension's policies (a global provider).
    @Optional() @Inject(APPLICATION_SPAM_POLICY) spam?: ApplicationSpamPolicy,
  ) {
    this.formLimits = { documentTypes: ACCEPTED_CONTENT_TYPES, maxDocumentBytes: environment.DOCUMENT_MAX_BYTES };
    this.spam = spam ?? NO_CAPTCHA;
    this.honeypotHits =
      (metrics.registry.getSingleMetric('ats_careers_honeypot_total') as Counter | undefined) ??
      new Counter({
        name: 'ats_careers_honeypot_total',
        help: 'Careers-site applies with the honeypot filled: answered 202, nothing stored',
        registers: [metrics.registry],
      });
  }

  async apply(jobPostId: string, request: ApplyRequest): Promise<StatusResult<ApplyReceipt>> {
    const stored: StoredUpload[] = [...(request.parts ?? [])];
    const committed = new Set<string>();
    try {
      const post = await this.posts.findPublished(jobPostId);
      if (post === null) throw new NotFoundError('Job post', jobPostId);
      const { body, issues } =
        request.parts === undefined
          ? { body: request.body, issues: [] as ValidationIssue[] }
          : multipartApplyBody(
              (request.body ?? {}) as Record<string, unknown>,
              request.parts.map((part) => ({ fieldname: part.fieldname, file: new ReceivedFile(part.originalname, part.content.sizeBytes) })),
              post.form,
            );
      if (honeypotFilled(body)) {
        this.honeypotHits.inc();
        return receipt();
      }
      // A file past DOCUMENT_MAX_BYTES is 413 whatever else the body breaks (a multipart part never gets this far).
      if (jsonFileSizes(body, post.form).some((size) => size > this.formLimits.maxDocumentBytes))
        throw new PayloadTooLargeError(this.formLimits.maxDocumentBytes);
      const refused = new Set(issues.map((issue) => issue.path));
      const bodyProblems = [...issues, ...applyIssues(body, post.form, this.formLimits).filter((issue) => !refused.has(issue.path))];
      // The files' own problems (read from the bytes) in the same 422, for each file whose field broke no rule of the body.
      const broken = new Set(bodyProblems.map((issue) => issue.path));
      const { files: checked, issues: fileProblems } = await this.checkFiles(
        filesOf(body, post.form).filter((file) => !broken.has(file.path)),
        request.parts,
      );
      const problems = [...bodyProblems, ...fileProblems];
      if (problems.length > 0) throw new ValidationFailedError(problems);
      const apply = body as ApplyBody;
      const refusal = await this.spam.refusal({ captchaToken: apply.captchaToken, clientIp: request.clientIp, jobPostId });
      if (refusal !== null) throw ValidationFailedError.body('captchaToken', `captchaToken ${refusal}`);

      const files = await this.storeFiles(checked, stored);
      const created = await this.commit(post, apply, files);
      for (const id of created.keptKeys) committed.add(id);
      await this.documents.queueText(created.documentIds);
      return receipt();
    } finally {
      await this.documents.discard(stored.filter((upload) => !committed.has(upload.storageKey)));
    }
  }

  /**
   * Answers of questions with `customField` also go to those values (docs/api/careers.md#questions-that-fill-custom-fields):
   * the new application's all, the candidate's only where it holds none (an apply overwrites nothing of a known person).
   * An empty answer writes nothing; a field archived since the form was saved is skipped.
   */
  private async fillCustomFields(tx: EntityManager, actor: Actor, form: ApplicationForm, apply: ApplyBody, objects: AnsweredObjects): Promise<void> {
    const values: Record<keyof AnsweredObjects, Record<string, unknown>> = { candidate: {}, application: {} };
    const questionOf = new Map<string, string>();
    for (const question of form.questions) {
      const given = apply.answers?.[question.key];
      if (question.customField == null || question.section === 'self_id' || given === undefined || given === '') continue;
      const [objectType, key] = question.customField.split('.') as [keyof AnsweredObjects, string];
      values[objectType][key] = given;
      questionOf.set(question.customField, question.key);
    }
    for (const objectType of ['candidate', 'application'] as const) {
      if (Object.keys(values[objectType]).length === 0) continue;
      await this.customFieldValues.writeIn(tx, actor, objectType, objects[objectType], values[objectType], {
        fillOnly: objectType === 'candidate',
        pathOf: (key) => `answers.${questionOf.get(`${objectType}.${key}`) ?? key}`,
      });
    }
  }

  /**
   * A consent question with `consentPurpose` answered `true` records that consent (docs/api/privacy.md#consents), with
   * the post, the question and the form's version (the post's `updatedAt`, which every form change moves) as evidence.
   */
  private async recordConsents(tx: EntityManager, actor: Actor, post: JobPostEntity, apply: ApplyBody, candidateId: string): Promise<void> {
    for (const question of post.form.questions) {
      if (question.section !== 'consent' || question.consentPurpose == null || apply.answers?.[question.key] !== true) continue;
      await this.consents.record(tx, actor, {
        candidateId,
        purpose: question.consentPurpose,
        evidence: { jobPostId: post.id, questionKey: question.key, formUpdatedAt: post.updatedAt.toISOString() },
      });
    }
  }

  /** Each file's filename and content type read from its bytes (a JSON file's decoded in memory, a part's in the store), checked against its question. */
  private async checkFiles(wanted: WantedFile[], parts: UploadedPart[] | undefined): Promise<{ files: CheckedFile[]; issues: ValidationIssue[] }> {
    const read = await Promise.all(
      wanted.map(async ({ file, ...rest }) => {
        if (file instanceof ReceivedFile) {
          const part = (parts ?? []).find((candidate) => candidate.fieldname === rest.path) as UploadedPart;
          return { ...rest, source: { part }, result: await this.documents.check(part) };
        }
        const { filename, contentBase64 } = file as Base64File;
        const bytes = Buffer.from(contentBase64, 'base64');
        return { ...rest, source: { filename, bytes }, result: await this.documents.checkBytes(filename, bytes) };
      }),
    );
    const files: CheckedFile[] = [];
    const issues: ValidationIssue[] = [];
    for (const { result, ...file } of read) {
      if ('problem' in result) issues.push({ location: 'body', path: file.path, message: `${file.path} ${result.problem}` });
      else if (file.accept !== null && !file.accept.includes(result.contentType))
        issues.push({ location: 'body', path: file.path, message: `${file.path} must be one of ${file.accept.join(', ')}; detected ${result.contentType}` });
      else files.push({ ...file, checked: result });
    }
    return { files, issues };
  }

  /** The checked files in the store: a part is there already, a JSON file's bytes are written now (and discarded by apply if it fails). */
  private async storeFiles(files: CheckedFile[], stored: StoredUpload[]): Promise<PendingFile[]> {
    const pending: PendingFile[] = [];
    for (const { source, checked, ...rest } of files) {
      let upload: StoredUpload;
      if ('part' in source) upload = source.part;
      else {
        upload = await this.documents.store(source.filename, Readable.from([source.bytes]));
        stored.push(upload);
      }
      pending.push({ ...rest, upload: { ...upload, ...checked } });
    }
    return pending;
  }

  /** The one transaction of an apply; a concurrent apply of the same person to the same job makes this one a reapply. */
  private async commit(post: JobPostEntity, apply: ApplyBody, files: PendingFile[]): Promise<{ documentIds: string[]; keptKeys: string[] }> {
    const actor: Actor = { id: post.id, name: 'Careers site' };
    const metadata = { via: 'careers_site', jobPostId: post.id };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (tx) => {
          // Job, then post, FOR SHARE (the order of a job's status change, docs/adr/0063-job-status-followers.md): closing either waits for this apply.
          const job = await this.jobs.postingOf(tx, post.jobId, 'share');
          const locked = await this.posts.findLive(tx, post.id, 'share');
          if (job?.status !== 'open' || locked === null || locked.status !== 'live') throw new NotFoundError('Job post', post.id);
          const person = { firstName: apply.firstName, lastName: apply.lastName, email: apply.email, phone: apply.phone, linkedinUrl: apply.linkedinUrl };
          const matched = await this.candidates.matchIn(tx, person);
          const active = matched === null ? null : await this.applications.activeApplicationOf(tx, matched, post.jobId);
          const source = apply.source ?? apply.utm?.source ?? DEFAULT_SOURCE;
          const submittedAt = new Date();
          // Where this apply came from: a touch, also when it is a reapply (docs/api/careers.md#referral-links-and-attribution).
          const arrival = await this.attribution.arrival(tx, { source, utm: apply.utm, ref: apply.ref }, submittedAt);
          if (active !== null) {
            await this.applications.recordReapplied(tx, actor, active, metadata);
            await this.attribution.recordAgain(tx, active, arrival);
            return { documentIds: [], keptKeys: [] };
          }
          const { candidate } = await this.candidates.upsertIn(tx, actor, person, { fillOnly: true });
          const application = await this.applications.createIn(
            tx,
            actor,
            { candidateId: candidate.id, jobId: post.jobId, source },
            { via: 'careers_site', metadata },
          );
          const documentIds: string[] = [];
          const keptKeys: string[] = [];
          const fileValues = new Map<string, string>();
          for (const file of files) {
            const { upload } = file;
            const attached = await this.documents.attachIn(tx, actor, candidate.id, upload, { kind: file.kind, applicationId: application.id });
            fileValues.set(file.path, attached.document.id);
            if (attached.created) {
              documentIds.push(attached.document.id);
              keptKeys.push(upload.storageKey);
            }
          }
          const answers: StoredAnswer[] = [];
          const selfId: StoredAnswer[] = [];
          for (const question of locked.form.questions) {
            const given = apply.answers?.[question.key];
            if (given === undefined) continue;
            const value = question.type === 'file' ? fileValues.get(`answers.${question.key}`) : given;
            const answer = { key: question.key, label: question.label, type: question.type, section: question.section, value: value as AnswerValue };
            (question.section === 'self_id' ? selfId : answers).push(answer);
          }
          await this.attribution.recordFirst(tx, application.id, arrival);
          await this.answers.insert(tx, {
            applicationId: application.id,
            jobPostId: post.id,
            submittedAt,
            source,
            utm: (apply.utm as Utm | undefined) ?? null,
            answers,
          });
          if (selfId.length > 0)
            await this.answers.insertSelfId(tx, { applicationId: application.id, candidateId: candidate.id, answers: selfId, submittedAt });
          await this.fillCustomFields(tx, actor, locked.form, apply, { candidate: candidate.id, application: application.id });
          await this.recordConsents(tx, actor, locked, apply, candidate.id);
          return { documentIds, keptKeys };
        });
      } catch (error) {
        if (attempt < APPLY_ATTEMPTS && uniqueViolation(error) === 'applications_active_key') continue;
        // The job stopped taking applications under this apply: the post is gone for the public.
        if (error instanceof DomainError && error.code === 'INVALID_STATE') throw new NotFoundError('Job post', post.id);
        throw error;
      }
    }
  }
}

/** The objects an apply's answers may fill custom fields of. */
type AnsweredObjects = Record<Extract<ObjectType, 'candidate' | 'application'>, string>;

function receipt(): StatusResult<ApplyReceipt> {
  return new StatusResult(202, { status: 'received', receivedAt: new Date().toISOString() });
}

/** The files of a body that may break rules (resume, coverLetter, file answers), with their kind and accept; none when it is no object. */
function filesOf(body: unknown, form: ApplicationForm): WantedFile[] {
  if (!isRecord(body)) return [];
  const wanted: WantedFile[] = [];
  if (body.resume !== undefined) wanted.push({ path: 'resume', file: body.resume as ApplyFile, kind: 'resume', accept: null });
  if (body.coverLetter !== undefined) wanted.push({ path: 'coverLetter', file: body.coverLetter as ApplyFile, kind: 'cover_letter', accept: null });
  const answers = isRecord(body.answers) ? body.answers : {};
  for (const question of form.questions)
    if (question.type === 'file' && answers[question.key] !== undefined)
      wanted.push({ path: `answers.${question.key}`, file: answers[question.key] as ApplyFile, kind: 'other', accept: question.accept, question });
  return wanted;
}
