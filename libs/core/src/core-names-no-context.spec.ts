import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const root = join(__dirname, '..', '..', '..');
const coreSource = join('libs', 'core', 'src');

/**
 * Being moved out of core by work in progress (the event catalog and scopes; the migrations; the
 * merge and erasure protocols, with core.module.ts's imports of them and the outbox redaction of an
 * erased subject): the lead removes each entry once that work is merged.
 */
const BEING_MOVED = [
  'libs/core/src/events/event-catalog.ts',
  'libs/core/src/auth/scopes.ts',
  'libs/core/src/database/migrations/',
  'libs/core/src/merge/',
  'libs/core/src/erasure/',
  'libs/core/src/core.module.ts',
  'libs/core/src/events/event-recorder.ts',
];

/**
 * Names core keeps although they hold a context's noun: published ones a rename would break.
 * WEBHOOK_ALLOW_PRIVATE_TARGETS is the outbound guard's variable (every sender's, named before
 * automations and extensions sent requests too) and ERR_WEBHOOK_TARGET_REFUSED the failure it
 * records on deliveries and runs; the rest is the Standard Webhooks protocol (docs/api/events.md#the-request),
 * which core's outbound signing implements for webhooks, automations and extensions alike.
 */
const KEPT_NAMES = new RegExp(
  [
    'WEBHOOK_ALLOW_PRIVATE_TARGETS',
    'ERR_WEBHOOK_TARGET_REFUSED',
    'Standard Webhooks',
    '^webhook-(id|timestamp|signature)$',
    '^\\./webhook-signature$',
    '^(generateWebhookSecret|signWebhook|webhookHeaders)$',
    '^A webhook secret starts with whsec_$',
  ].join('|'),
  'g',
);

/**
 * A context's noun in an identifier or a string literal. "application" only outside Nest's and
 * MIME's own words; "document" not as the OpenAPI document; "job" as the jobs context names it
 * (BullMQ's jobs are the queue's own term); "API key" as the API keys context names its records
 * (the key itself is the platform's credential: core authenticates, rate-limits and scopes
 * idempotency by it, and its 401, 403 and 429 say "API key").
 */
const CONTEXT_NOUNS: ReadonlyArray<{ noun: string; pattern: RegExp; platformTerms?: RegExp }> = [
  { noun: 'candidate', pattern: /candidate/i },
  {
    noun: 'application',
    pattern: /application/i,
    platformTerms: /(On|Before)Application(Bootstrap|Shutdown)|I?Nest(Express)?Application|ApplicationContext|application\/[\w.+-]+|application_?name/gi,
  },
  { noun: 'interview', pattern: /interview/i },
  { noun: 'offer', pattern: /offer/i },
  { noun: 'scorecard', pattern: /scorecard/i },
  { noun: 'talent pool', pattern: /talent.?pool/i },
  { noun: 'webhook', pattern: /webhook/i },
  { noun: 'automation', pattern: /automation/i },
  { noun: 'document', pattern: /document/i, platformTerms: /^document([A-Z]\w*)?$|^Documented\w*$|(OpenAPI|Swagger) ?document/gi },
  {
    noun: 'job',
    pattern: new RegExp(
      [
        '\\bjob_id\\b',
        '\\b(from|join|into|update)\\s+jobs\\b',
        '\\bjobs:',
        '\\bjob\\.[a-z_]+',
        '\\bJOB_DEFAULTS\\b',
        '\\bJob(Entity|Rules|Response|Status)\\b',
        '\\bJobsModule\\b',
        '\\bjob (posting|opening)',
      ].join('|'),
      'i',
    ),
  },
  { noun: 'api key', pattern: /api_keys\b|api-keys|ApiKeys(Module|Service|Repository)|ApiKeyEntity|ApiKeyResponse/i },
];

/** Core's TypeScript sources, specs aside. */
function coreFiles(): string[] {
  return readdirSync(join(root, coreSource), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !BEING_MOVED.some((moving) => path === moving || path.startsWith(moving)));
}

/** `path:line noun: "text"` for every identifier, string literal or import that names a context; comments are not read. */
function contextMentions(path: string, text = readFileSync(join(root, path), 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const mentions: string[] = [];
  const at = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) && /^@app\/(?!core$)/.test(node.text) && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent))) {
      mentions.push(`${at(node)} imports ${node.text}`);
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const text = node.text;
      const unkept = text.replace(KEPT_NAMES, '');
      for (const { noun, pattern, platformTerms } of CONTEXT_NOUNS) {
        if (pattern.test(platformTerms ? unkept.replace(platformTerms, '') : unkept))
          mentions.push(`${at(node)} ${noun}: ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return mentions;
}

describe('libs/core', () => {
  it('names no context: no @app/<context> import, no context noun in an identifier or a string (docs/architecture.md)', () => {
    expect(coreFiles().flatMap((path) => contextMentions(path))).toEqual([]);
  });

  it('finds imports of a context and its nouns in code, not in comments, platform terms or kept names', () => {
    const probe = [
      '// A candidate moves through the stages of a job.',
      "import { JOB_DEFAULTS } from '@app/jobs';",
      'export class Probe implements OnApplicationShutdown {',
      "  readonly type = 'application/json';",
      "  readonly variable = 'WEBHOOK_ALLOW_PRIVATE_TARGETS';",
      '  offerCount = 0;',
      "  message = 'The talent pool is full';",
      '  onApplicationShutdown(): void {}',
      '}',
    ].join('\n');
    expect(contextMentions('probe.ts', probe)).toEqual([
      'probe.ts:2 job: "JOB_DEFAULTS"',
      'probe.ts:2 imports @app/jobs',
      'probe.ts:6 offer: "offerCount"',
      'probe.ts:7 talent pool: "The talent pool is full"',
    ]);
  });
});
