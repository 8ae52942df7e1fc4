import type { ApplicationForm } from '../domain/application-form';
import type { JsonSchema } from '../domain/form-schema';
import type { JobPostEntity } from '../persistence/job-post.entity';
import type { JobPostResponse } from './job-post-response.dto';
import type { PublicJobPostDetailResponse, PublicJobPostResponse } from './public-job-post-response.dto';

export function presentJobPost(post: JobPostEntity): JobPostResponse {
  return {
    id: post.id,
    jobId: post.jobId,
    title: post.title,
    content: post.content,
    location: post.location,
    remote: post.remote,
    employmentType: post.employmentType,
    salary: post.salary === null ? null : { min: post.salary.min, max: post.salary.max, currency: post.salary.currency, period: post.salary.period },
    status: post.status,
    form: presentForm(post.form),
    boards: post.boards,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    closedAt: post.closedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** Every key of the form in the documented order (jsonb keeps its own key order). */
export function presentForm(form: ApplicationForm): ApplicationForm {
  return {
    resume: form.resume,
    coverLetter: form.coverLetter,
    phone: form.phone,
    linkedinUrl: form.linkedinUrl,
    questions: form.questions.map((question) => ({
      key: question.key,
      label: question.label,
      type: question.type,
      required: question.required,
      helpText: question.helpText,
      options: question.options?.map((option) => ({ value: option.value, label: option.label })) ?? null,
      maxLength: question.maxLength,
      min: question.min,
      max: question.max,
      accept: question.accept,
      maxBytes: question.maxBytes,
      section: question.section,
      customField: question.customField ?? null,
      consentPurpose: question.consentPurpose ?? null,
    })),
  };
}

/** A live post as the public routes show it (docs/api/careers.md#public-routes): no jobId, status or internal timestamps. */
export function presentPublicJobPost(post: JobPostEntity): PublicJobPostResponse {
  const { id, title, content, location, remote, employmentType, salary, boards, updatedAt } = presentJobPost(post);
  return { id, title, content, location, remote, employmentType, salary, boards, publishedAt: (post.publishedAt as Date).toISOString(), updatedAt };
}

/** The public post with its form (hidden fields left out) and the form's JSON Schema. */
export function presentPublicJobPostDetail(post: JobPostEntity, formSchema: JsonSchema): PublicJobPostDetailResponse {
  const { questions, ...fields } = presentForm(post.form);
  const shown = Object.fromEntries(Object.entries(fields).filter(([, setting]) => setting !== 'hidden'));
  // Which internal field an answer fills, and which consent purpose it records, is the installation's business, not the applicant's.
  const asked = questions.map(({ customField: _internal, consentPurpose: _recorded, ...question }) => question);
  return { ...presentPublicJobPost(post), form: { ...shown, questions: asked }, formSchema };
}
