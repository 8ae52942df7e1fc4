import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

const ROOT = resolve(__dirname, '../../../..');
/** The contexts whose records are reached through a job, an application or a candidate (docs/api/access.md). */
const REACHED_CONTEXTS = [
  'activity',
  'applications',
  'approvals',
  'candidates',
  'changes',
  'custom-fields',
  'documents',
  'interviews',
  'job-posts',
  'jobs',
  'messaging',
  'offers',
  'privacy',
  'openings',
  'reports',
  'scorecards',
  'talent-pools',
  'tasks',
];
/** A read: SQL text that selects, or a TypeORM call that loads rows. */
const READS = /\bSELECT\b|\.(?:createQueryBuilder|findOne|findOneBy|findBy|find|getOne|getMany|getRawMany|getRawOne)\(/;
/** Applies the request's reach: the helper, or a function of the context built on it. */
const APPLIES_REACH = /\breach\.|\breachedTasks\(|\breachedChanges\(|\breachableJobs\(/;

/**
 * Reads that are not a request's view of records, each with why: writes' own look-ups in the transaction of a
 * record already reached, erasure and merge participants (they act on a candidate the request reached), workers.
 */
const NOT_A_VIEW: Record<string, string> = {
  'applications/src/persistence/application.repository.ts#nextPipelineOrder': 'a position in a stage the write already reached',
  'applications/src/persistence/application.repository.ts#jobsActiveForBoth': 'merge: both candidates were reached',
  'applications/src/persistence/application.repository.ts#activeOf': 'the 409 of a create whose job and candidate were reached',
  'applications/src/persistence/application.repository.ts#lockCandidateApplications': 'erasure of a reached candidate',
  'applications/src/persistence/stage-transition.repository.ts#recordMerge': 'merge: the duplicate was reached',
  'applications/src/persistence/stage-transition.repository.ts#of': 'after the application was found with reach',
  'candidates/src/persistence/candidate.repository.ts#survivorsOf': 'a merged id: the survivor is then read with reach',
  'candidates/src/persistence/candidate.repository.ts#mergedInto': 'erasure of a reached candidate',
  'candidates/src/persistence/candidate.repository.ts#findByIdentityForUpdate': 'upsert: a match out of reach is 409 (isReached)',
  'candidates/src/persistence/candidate.repository.ts#uniqueIndexes': 'the catalog, at start',
  'candidates/src/persistence/candidate.repository.ts#listTags': 'after the candidate was found with reach',
  'candidates/src/persistence/candidate.repository.ts#listNotes': 'after the candidate was found with reach',
  'candidates/src/persistence/candidate.repository.ts#mentionsOf': 'of notes already read with reach',
  'candidates/src/persistence/candidate.repository.ts#attachTag': 'a write on a reached candidate',
  'candidates/src/persistence/candidate.repository.ts#redactTagEvents': 'erasure of a reached candidate',
  'custom-fields/src/persistence/custom-fields.repository.ts#deletePiiValues': 'anonymization of a reached candidate (its UPDATE reads the pii definitions)',
  'candidates/src/persistence/candidate.repository.ts#search': 'its conditions come from filterConditions, which applies reach',
  'candidates/src/persistence/candidate.repository.ts#list': 'its conditions come from filterConditions, which applies reach',
  'candidates/src/persistence/candidate.repository.ts#rankedPage': 'runs the statement search built with reach',
  'candidates/src/persistence/candidate.repository.ts#insertUnlessTaken': 'an insert',
  'changes/src/persistence/change-feed.repository.ts#tail': 'long-poll wake-ups: the page is read again with reach',
  'custom-fields/src/persistence/custom-fields.repository.ts#valuesOf': 'after the object was found with reach',
  'custom-fields/src/persistence/custom-fields.repository.ts#valuesOfMany': 'of objects already read with reach',
  'custom-fields/src/persistence/custom-fields.repository.ts#forWrite': 'after the object was found with reach',
  'documents/src/persistence/documents.repository.ts#list': 'after the candidate was found with reach',
  'documents/src/persistence/documents.repository.ts#findBySha': 'an upload to a reached candidate',
  'documents/src/persistence/documents.repository.ts#pendingText': 'the text worker',
  'documents/src/persistence/documents.repository.ts#referencedKeys': 'the storage sweeper',
  'interviews/src/persistence/interview.repository.ts#idsOfCandidate': 'erasure of a reached candidate',
  'job-posts/src/persistence/job-posts.repository.ts#findPublished': 'the careers site: no key, every live post (docs/api/careers.md#public-routes)',
  'job-posts/src/persistence/job-posts.repository.ts#listPublished': 'the careers site: no key, every live post (docs/api/careers.md#public-routes)',
  'job-posts/src/persistence/job-posts.repository.ts#publishedQuery': 'the careers site: no key, every live post (docs/api/careers.md#public-routes)',
  'job-posts/src/persistence/job-posts.repository.ts#liveOfJob': 'a status change of a job the write already reached',
  'job-posts/src/persistence/job-posts.repository.ts#allPublished': 'the feeds for job boards: no key, every live post (docs/api/careers.md#job-distribution)',
  'approvals/src/persistence/approvals.repository.ts#flow': 'approval flows are installation-wide settings (docs/api/approvals.md#flows)',
  'approvals/src/persistence/approvals.repository.ts#approved': 'the 409 of a write on a job or offer already reached',
  'approvals/src/persistence/approvals.repository.ts#live': 'a write on an offer already reached cancels its approvals',
  'approvals/src/persistence/approvals.repository.ts#pendingApprover':
    "an approver's own way to a subject: the reach exception itself (docs/api/approvals.md#access)",
  'openings/src/persistence/openings.repository.ts#openingIdTaken': 'the 409 of a write on a job already reached',
  'openings/src/persistence/openings.repository.ts#lockOpenOf': "an acceptance's seat: the offer was reached",
  'openings/src/persistence/openings.repository.ts#seatsOf': 'the 409 of a send: the offer was reached',
  'openings/src/persistence/openings.repository.ts#openOfJob': "an offer's opening in the job of an application already reached",
  'job-posts/src/persistence/referral-links.repository.ts#findByCode': 'the public apply resolves a referral code: no key, links are installation-wide',
  'job-posts/src/persistence/referral-links.repository.ts#find': 'referral links are installation-wide (docs/api/access.md)',
  'job-posts/src/persistence/referral-links.repository.ts#findMany': 'referral links are installation-wide (docs/api/access.md)',
  'job-posts/src/persistence/referral-links.repository.ts#list': 'referral links are installation-wide (docs/api/access.md)',
  'messaging/src/persistence/messages.repository.ts#thread': "a message's thread, for a candidate the write already reached",
  'messaging/src/persistence/messages.repository.ts#lockForAttempt': 'the worker sends a message: no request',
  'messaging/src/persistence/messages.repository.ts#threadOf': 'the worker sends a message: no request',
  'messaging/src/persistence/messages.repository.ts#candidateGone': 'the worker sends a message: no request',
  'messaging/src/persistence/messages.repository.ts#suppressionOf': 'the worker sends a message: no request',
  'messaging/src/persistence/messages.repository.ts#unsubscribeTarget': 'the public one-click unsubscribe: no key, the token is the right',
  'messaging/src/persistence/messages.repository.ts#dueOpen': "the worker's reconciler: no request",
  'messaging/src/persistence/messages.repository.ts#moveThreads': 'merge: both candidates were reached',
  'jobs/src/persistence/jobs.repository.ts#countPlacedIn': 'the delete of a department or office counts every job naming it: a count, no record shown',
  'jobs/src/persistence/jobs.repository.ts#stagesOf': 'of jobs already read with reach',
  'jobs/src/persistence/jobs.repository.ts#pipelinePage': 'after the job was found with reach',
  'jobs/src/persistence/jobs.repository.ts#findStage': 'after the job was found with reach',
  'jobs/src/persistence/jobs.repository.ts#pipelineSize': 'after the job was found with reach',
  'jobs/src/persistence/jobs.repository.ts#pipelineStageRows': 'after the job was found with reach',
  'jobs/src/persistence/jobs.repository.ts#lockStage': 'a lock for a write on a reached job',
  'jobs/src/persistence/hiring-team.repository.ts#membersOf': 'after the job was found with reach',
  'jobs/src/persistence/hiring-team.repository.ts#roleOf': 'after the job was found with reach',
  'offers/src/persistence/offers.repository.ts#idsOfCandidate': 'erasure of a reached candidate',
  'candidates/src/persistence/candidate.repository.ts#moveNotesAndTags': 'merge: both candidates were reached',
  'candidates/src/persistence/candidate.repository.ts#detachTag': 'a write on a reached candidate',
  'candidates/src/persistence/candidate.repository.ts#tagIdOf': 'tags are installation-wide: a label, never a candidate',
  'candidates/src/persistence/candidate.repository.ts#insertMentions': 'a write on a reached candidate',
  'candidates/src/persistence/candidate.repository.ts#deleteTagsOnlyOf': 'erasure of a reached candidate',
  'custom-fields/src/persistence/custom-fields.repository.ts#findOne': 'definitions are installation-wide',
  'custom-fields/src/persistence/custom-fields.repository.ts#findMany': 'definitions are installation-wide',
  'custom-fields/src/persistence/custom-fields.repository.ts#ofObjectType': 'definitions are installation-wide',
  'custom-fields/src/persistence/custom-fields.repository.ts#list': 'definitions are installation-wide',
  'custom-fields/src/persistence/custom-fields.repository.ts#ofKeys': 'definitions are installation-wide',
  'custom-fields/src/persistence/custom-fields.repository.ts#lockObjectType': 'definitions are installation-wide',
  'custom-fields/src/persistence/custom-fields.repository.ts#countHolding': 'a count for a definition change, never answered per record',
  'custom-fields/src/persistence/custom-fields.repository.ts#refreshSearchOf': 'maintenance of the search rows',
  'privacy/src/persistence/consent-purposes.repository.ts#find': 'consent purposes are installation-wide (docs/api/access.md)',
  'privacy/src/persistence/consent-purposes.repository.ts#findByKey': 'consent purposes are installation-wide (docs/api/access.md)',
  'privacy/src/persistence/consent-purposes.repository.ts#existingKeys': 'consent purposes are installation-wide (docs/api/access.md)',
  'privacy/src/persistence/consent-purposes.repository.ts#list': 'consent purposes are installation-wide (docs/api/access.md)',
  'privacy/src/persistence/consent-requests.repository.ts#findByTokenHash':
    'the public link: no key, the token is the credential (docs/api/privacy.md#consent-requests)',
  'privacy/src/persistence/consents.repository.ts#expireDue': 'the expiry worker',
  'privacy/src/persistence/consents.repository.ts#lockPurposeOf': 'a lock for a write on a reached candidate',
  'privacy/src/persistence/consents.repository.ts#supersedeGiven': 'a write on a reached candidate',
  'privacy/src/persistence/consents.repository.ts#supersedeOlderOfPair': 'merge: both candidates were reached',
  'reports/src/persistence/reports.repository.ts#sourcesOfEveryJob': 'every job, or less the jobs out of reach that sources counts with reachableJobs',
  'talent-pools/src/persistence/talent-pools.repository.ts#moveEntries': 'merge: both candidates were reached',
  'talent-pools/src/persistence/talent-pools.repository.ts#poolExists': 'pools are installation-wide (docs/api/access.md)',
  'talent-pools/src/persistence/talent-pools.repository.ts#listPools': 'pools are installation-wide (docs/api/access.md)',
};

/** Repositories of installation-wide records (docs/api/access.md): the feed's retention, message templates. */
const INSTALLATION_WIDE = new Set(['retention.repository.ts', 'message-templates.repository.ts']);

function repositories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositories(path);
    return entry.name.endsWith('.repository.ts') && !INSTALLATION_WIDE.has(entry.name) ? [path] : [];
  });
}

/** Each method of the file's classes with its text. */
function methodsOf(path: string): Array<{ name: string; text: string }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const methods: Array<{ name: string; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isMethodDeclaration(node) && node.body !== undefined) methods.push({ name: node.name.getText(source), text: node.body.getText(source) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return methods;
}

/** A method's text with the module-level statements it names inlined (a prepared statement's SQL). */
function withStatements(path: string, text: string): string {
  const module = readFileSync(path, 'utf8');
  const named = [...text.matchAll(/\b([A-Z][A-Z0-9_]+)\(/g)].map((match) => match[1]);
  return [text, ...named.map((name) => new RegExp(`const ${name} = [\\s\\S]*?\\);\\n`).exec(module)?.[0] ?? '')].join('\n');
}

describe('reach is applied by every repository that reads reached records (docs/adr/0068-reach-in-the-data-layer.md)', () => {
  const files = REACHED_CONTEXTS.flatMap((context) => repositories(join(ROOT, 'libs', context, 'src')));

  it('finds the repositories', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it('each method that reads applies reach, or is listed with why it is not a view of records', () => {
    const unguarded: string[] = [];
    for (const file of files) {
      const where = relative(join(ROOT, 'libs'), file);
      for (const method of methodsOf(file)) {
        const text = withStatements(file, method.text);
        if (!READS.test(text) || APPLIES_REACH.test(text) || NOT_A_VIEW[`${where}#${method.name}`] !== undefined) continue;
        unguarded.push(`${where}#${method.name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('lists no method that no longer reads or now applies reach', () => {
    const methods = new Set(files.flatMap((file) => methodsOf(file).map((method) => `${relative(join(ROOT, 'libs'), file)}#${method.name}`)));
    expect(Object.keys(NOT_A_VIEW).filter((entry) => !methods.has(entry))).toEqual([]);
  });
});
