import { escapeHtml, markdownToHtml, type ValidationIssue } from '@app/core';

/** The placeholders a template or a message may use (docs/api/messaging.md#placeholders). */
export const PLACEHOLDERS = [
  'candidate.firstName',
  'candidate.lastName',
  'job.title',
  'stage.name',
  'sender.name',
  'consentRequest.url',
  'company.name',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** A value per placeholder; one without a value (`job.title` without an application) renders as an empty string. */
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The unknown placeholders of `text`, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!(PLACEHOLDERS as readonly string[]).includes(match[1])) unknown.add(match[1]);
  return [...unknown];
}

/** The 422 message for a field whose text names unknown placeholders, or null. */
export function placeholderProblem(field: string, text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  const list = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');
  return `${field} has unknown placeholder${unknown.length > 1 ? 's' : ''} ${list(unknown)}; known: ${list(PLACEHOLDERS)}`;
}

function valueOf(values: PlaceholderValues, name: string): string {
  return values[name as Placeholder] ?? '';
}

/** The text with every placeholder replaced by its value, as is (the subject, the text part). */
export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => valueOf(values, name));
}

/** Private-use characters the Markdown renderer passes through as text: they mark where each value goes. */
const MARK_START = '\uE000';
const MARK_END = '\uE001';

/**
 * The Markdown body rendered as HTML with the values inserted as text: the placeholders are rendered
 * as marks and each mark is then replaced by its value HTML-escaped, so a value's own Markdown or HTML
 * (`<b>`, `*`) is shown, never interpreted. Marks the source itself holds are dropped.
 */
export function renderHtml(markdown: string, values: PlaceholderValues): string {
  const inserted: string[] = [];
  const marked = markdown.replace(/[\uE000\uE001]/g, '').replace(PLACEHOLDER, (_match, name: string) => {
    inserted.push(valueOf(values, name));
    return `${MARK_START}${inserted.length - 1}${MARK_END}`;
  });
  return markdownToHtml(marked).replace(/\uE000(\d+)\uE001/g, (_match, index: string) => escapeHtml(inserted[Number(index)]));
}

/** The 422 issues of a subject and a body naming unknown placeholders, at `body.subject` and `body.body`. */
export function placeholderIssues(fields: { subject?: unknown; body?: unknown }): ValidationIssue[] {
  return (['subject', 'body'] as const).flatMap((field) => {
    const text = fields[field];
    const message = typeof text === 'string' ? placeholderProblem(field, text) : null;
    return message === null ? [] : [{ location: 'body' as const, path: field, message }];
  });
}

/** A message's text comes from `templateId`, or from `subject` and `body`: never both, never neither (docs/api/messaging.md#messages). */
export function messageSourceIssues(fields: { templateId?: unknown; subject?: unknown; body?: unknown }): ValidationIssue[] {
  if (fields.templateId !== undefined) {
    return fields.subject !== undefined || fields.body !== undefined
      ? [{ location: 'body', path: 'templateId', message: 'send templateId, or subject and body, not both' }]
      : [];
  }
  return (['subject', 'body'] as const)
    .filter((field) => fields[field] === undefined)
    .map((field) => ({ location: 'body' as const, path: field, message: `${field} is required without templateId` }));
}
