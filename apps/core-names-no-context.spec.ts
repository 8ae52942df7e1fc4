import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { getMetadataArgsStorage } from 'typeorm';
import { ALL_SCOPES, ENTITY_TYPES, EVENT_TYPES, RESOURCE_TYPES, SCOPE_RESOURCES } from '@app/core';
// Registers the installation's names and, through the contexts' modules, loads their entities.
import '../test/helpers/installation-names';

const root = join(__dirname, '..');
const core = join(root, 'libs', 'core', 'src');

/**
 * What libs/core must not name, built from the composed installation: each context declares its
 * own (docs/adr/0038-extension-composition.md). Extend the list to forbid more words.
 */
const FORBIDDEN: ReadonlyArray<{ kind: string; words: readonly string[] }> = [
  { kind: 'event name', words: EVENT_TYPES },
  { kind: 'scope resource', words: SCOPE_RESOURCES },
  { kind: 'scope', words: ALL_SCOPES.filter((scope) => scope !== '*') },
  { kind: 'activity entity type', words: ENTITY_TYPES },
];

/**
 * The event log that core's EventRecorder writes in the statement that writes the outbox row (one
 * round trip per change, docs/architecture.md#hot-paths); the activity context reads and presents it.
 */
const PLATFORM_TABLES = ['activity_events'];

/** The contexts' tables, from their entities' metadata: core's SQL may not name one. */
const CONTEXT_TABLES: readonly string[] = getMetadataArgsStorage()
  .tables.map((table) => table.name)
  .filter((name): name is string => name !== undefined && !PLATFORM_TABLES.includes(name));

/** A table as SQL names it (after FROM, JOIN, INTO, UPDATE, TABLE, REFERENCES), or a string that is the name alone. */
function namesTable(text: string, table: string): boolean {
  return text === table || new RegExp(`\\b(from|join|into|update|table|references)\\s+(only\\s+)?${table}\\b`, 'i').test(text);
}

/** The TypeScript files of core (or of another folder), but specs (which may use any name to test the mechanics). */
function coreSources(folder = core): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/[.-]spec\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every string literal of a file (plain, template parts, literal types), with its line. */
function stringLiterals(path: string): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const literals: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      literals.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

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
  it('is checked against a composed installation', () => {
    for (const { words } of FORBIDDEN) expect(words.length).toBeGreaterThan(0);
  });

  it("names no context's events, scopes or activity entity types as string literals", () => {
    const found = coreSources().flatMap((path) =>
      stringLiterals(path).flatMap(({ text, line }) =>
        FORBIDDEN.filter(({ words }) => words.includes(text)).map(({ kind }) => `${relative(root, path)}:${line} names the ${kind} "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("names no context's table in a string (its SQL or otherwise)", () => {
    expect(CONTEXT_TABLES).toEqual(expect.arrayContaining(['candidates', 'applications', 'webhook_deliveries']));
    const found = coreSources().flatMap((path) =>
      stringLiterals(path).flatMap(({ text, line }) =>
        CONTEXT_TABLES.filter((table) => namesTable(text, table)).map((table) => `${relative(root, path)}:${line} names the table ${table}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('names no context: no @app/<context> import, no context noun in an identifier or a string (docs/architecture.md)', () => {
    expect(coreSources().flatMap((path) => contextMentions(relative(root, path)))).toEqual([]);
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

/**
 * The horizontal contexts: they file, present and filter every context's records from the installation's
 * declarations (a resource's reach: docs/adr/0088-resources-declare-their-reach.md), so a context added later
 * needs no line in them. Extend the list as more become so.
 */
const HORIZONTAL = ['changes', 'activity'];

/** The tables a context's migrations create, by context folder (libs/<context>). */
function migrationTables(): Map<string, string[]> {
  const byContext = new Map<string, string[]>();
  for (const context of readdirSync(join(root, 'libs'))) {
    const tables = coreSources(join(root, 'libs', context, 'src'))
      .filter((path) => path.includes(`${join('persistence', 'migrations')}`))
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/create table (?:if not exists )?"?([a-z_][a-z0-9_]*)/gi)].map((match) => match[1]));
    byContext.set(context, tables);
  }
  return byContext;
}

/**
 * Tables a horizontal context still names, with why: retention prunes the outbox together with the webhook deliveries
 * and automation runs that reference its events (docs/operations.md "Retention"); a declaration of who references the
 * outbox would end it. Not reach: nothing here decides who sees what.
 */
const STILL_NAMED: Readonly<Record<string, readonly string[]>> = {
  'libs/changes/src/persistence/retention.repository.ts': ['webhook_deliveries', 'automation_runs', 'automation_run_steps'],
};

describe.each(HORIZONTAL)('libs/%s', (context) => {
  const folder = join(root, 'libs', context, 'src');
  const others = [...migrationTables()].filter(([owner]) => owner !== context && owner !== 'core').flatMap(([, tables]) => tables);

  it("names no other context's table in a string (its SQL or otherwise)", () => {
    expect(others).toEqual(expect.arrayContaining(['candidates', 'tasks', 'documents', 'offers']));
    const found = coreSources(folder).flatMap((path) =>
      stringLiterals(path).flatMap(({ text, line }) =>
        others
          .filter((table) => namesTable(text, table) && !(STILL_NAMED[relative(root, path)] ?? []).includes(table))
          .map((table) => `${relative(root, path)}:${line} names the table ${table}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("names no context's events, resource types or activity entity types as string literals", () => {
    const words: ReadonlyArray<{ kind: string; words: readonly string[] }> = [
      { kind: 'event name', words: EVENT_TYPES },
      { kind: 'resource type', words: RESOURCE_TYPES },
      { kind: 'activity entity type', words: ENTITY_TYPES },
    ];
    const found = coreSources(folder).flatMap((path) =>
      stringLiterals(path).flatMap(({ text, line }) =>
        words.filter(({ words }) => words.includes(text)).map(({ kind }) => `${relative(root, path)}:${line} names the ${kind} "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });
});
