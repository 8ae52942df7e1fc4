#!/usr/bin/env node
/**
 * `npm run new:context -- <name> [--singular <name>] [--dir extensions]`: writes a new context in the house shape
 * (docs/extending.md#a-new-context-in-one-command): one resource reached through its candidate, with its migration,
 * entity, repository, service, rules, routes (create, list, get, update, close), events, change-feed and merge
 * declaration, and one passing test of each tier (unit, service, e2e). `<name>` is the plural in kebab case
 * (`equipment-requests`); the singular is the name without its last `s` (`--singular` when that is wrong).
 * Refuses to write over a folder that exists. Prints what to do next.
 */
const fs = require('node:fs');
const path = require('node:path');
const { option } = require('./lib/cli');

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message) {
  console.error(`new:context: ${message}`);
  process.exit(2);
}

/** Every spelling of the names the files need, from the kebab-case plural and singular. */
function namesOf(plural, singular) {
  const words = (kebab) => kebab.split('-');
  const pascal = (kebab) =>
    words(kebab)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join('');
  const snake = (kebab) => words(kebab).join('_');
  return {
    plural,
    singular,
    Plural: pascal(plural),
    Singular: pascal(singular),
    pluralSnake: snake(plural),
    singularSnake: snake(singular),
    PLURAL: snake(plural).toUpperCase(),
    SINGULAR: snake(singular).toUpperCase(),
    camelSingular: pascal(singular)[0].toLowerCase() + pascal(singular).slice(1),
    camelPlural: pascal(plural)[0].toLowerCase() + pascal(plural).slice(1),
    human: words(singular).join(' '),
    humanPlural: words(plural).join(' '),
  };
}

function singularOf(plural) {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (plural.endsWith('s') && !plural.endsWith('ss')) return plural.slice(0, -1);
  return '';
}

/** The files of the context, relative to its folder. */
function filesOf(n, migrationTime) {
  const migrationClass = `${n.Plural}${migrationTime}`;
  return {
    'index.ts': `import { defineExtension, defineResource, type EventDefinition } from '@app/core';
import { ${n.Plural}HttpModule } from './${n.plural}-http.module';
import { ${n.Plural}Module } from './${n.plural}.module';
import { ${n.Singular}Entity } from './persistence/${n.singular}.entity';
import { ${migrationClass} } from './persistence/migrations/${migrationTime}-${n.plural}';
import { present${n.Singular} } from './representation/${n.singular}';

// The names this context adds, typed: events.record() accepts them, @ApiResource('${n.pluralSnake}') too.
declare module '@app/core' {
  interface EventTypes {
    '${n.singularSnake}.created': true;
    '${n.singularSnake}.updated': true;
    '${n.singularSnake}.closed': true;
  }
  interface ScopeResources {
    ${n.pluralSnake}: true;
  }
}

const EVENTS = (['${n.singularSnake}.created', '${n.singularSnake}.updated', '${n.singularSnake}.closed'] as const).map(
  (type): EventDefinition => ({ type, entityType: 'candidate', subjects: { candidate: 'candidateId' }, resource: { type: '${n.singularSnake}', idKey: 'id' } }),
);

/** ${n.Plural}: one resource about a candidate, behind its own scope (docs/extending.md). */
export const ${n.PLURAL}_CONTEXT = defineExtension({
  name: '${n.plural}',
  module: ${n.Plural}Module,
  httpModule: ${n.Plural}HttpModule,
  migrations: [${migrationClass}],
  events: EVENTS,
  scopes: [{ resource: '${n.pluralSnake}' }],
  resources: [
    defineResource({
      type: '${n.singularSnake}',
      reach: { through: 'candidate', table: '${n.pluralSnake}', column: 'candidate_id' },
      scope: '${n.pluralSnake}',
      entity: ${n.Singular}Entity,
      present: present${n.Singular},
      candidateColumn: 'candidate_id',
    }),
  ],
});

export { ${n.Plural}Module } from './${n.plural}.module';
export { ${n.Plural}Service } from './${n.plural}.service';
export type { ${n.Singular}Response } from './representation/${n.singular}';
`,

    [`${n.plural}.module.ts`]: `import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { ${n.Plural}Service } from './${n.plural}.service';
import { ${n.Singular}Entity } from './persistence/${n.singular}.entity';
import { ${n.Plural}Repository } from './persistence/${n.plural}.repository';

/** The ${n.humanPlural} context, loaded by the API, the worker and the seed. */
@Module({
  imports: [TypeOrmModule.forFeature([${n.Singular}Entity]), CandidatesModule],
  providers: [${n.Plural}Repository, ${n.Plural}Service],
  exports: [${n.Plural}Service],
})
export class ${n.Plural}Module {}
`,

    [`${n.plural}-http.module.ts`]: `import { Module } from '@nestjs/common';
import { ${n.Plural}Controller } from './http/${n.plural}.controller';
import { ${n.Plural}Module } from './${n.plural}.module';

@Module({ imports: [${n.Plural}Module], controllers: [${n.Plural}Controller] })
export class ${n.Plural}HttpModule {}
`,

    [`${n.plural}.service.ts`]: `import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, newId, NotFoundError, pageLimit, toPage, ValidationFailedError, type Actor, type Page, type RowLock } from '@app/core';
import { CandidatesService } from '@app/candidates';
import { ${n.Singular}Rules } from './domain/${n.singular}-rules';
import { ${n.Singular}Entity } from './persistence/${n.singular}.entity';
import { ${n.Plural}Repository } from './persistence/${n.plural}.repository';
import { present${n.Singular}, type ${n.Singular}Response } from './representation/${n.singular}';
import type { Create${n.Singular}Input, List${n.Plural}Query, Update${n.Singular}Input } from './representation/${n.singular}-requests';

@Injectable()
export class ${n.Plural}Service {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ${n.Plural}Repository,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
  ) {}

  create(actor: Actor, input: Create${n.Singular}Input): Promise<${n.Singular}Response> {
    return this.dataSource.transaction(async (tx) => {
      // A share lock keeps the candidate from being erased or merged away before the row commits.
      if (!(await this.candidates.exists(tx, input.candidateId, 'share'))) {
        throw ValidationFailedError.body('candidateId', \`candidateId \${input.candidateId} is not a candidate\`);
      }
      const now = new Date();
      const row = tx.create(${n.Singular}Entity, {
        id: newId(), candidateId: input.candidateId, title: input.title, status: 'open', closedAt: null, createdAt: now, updatedAt: now,
      });
      await this.repository.insert(tx, row);
      return this.recorded(tx, actor, '${n.singularSnake}.created', row);
    });
  }

  async list(query: List${n.Plural}Query): Promise<Page<${n.Singular}Response>> {
    return toPage(await this.repository.list(this.dataSource.manager, query), pageLimit(query), present${n.Singular});
  }

  async get(id: string): Promise<${n.Singular}Response> {
    return present${n.Singular}(await this.findOrFail(this.dataSource.manager, id));
  }

  /** PATCH: only the fields sent change; a PATCH that changes nothing records no event. */
  update(actor: Actor, id: string, input: Update${n.Singular}Input): Promise<${n.Singular}Response> {
    return this.dataSource.transaction(async (tx) => {
      const row = await this.findOrFail(tx, id, 'update');
      if (input.title === undefined || input.title === row.title) return present${n.Singular}(row);
      Object.assign(row, { title: input.title, updatedAt: new Date() });
      await this.repository.update(tx, id, { title: row.title, updatedAt: row.updatedAt });
      return this.recorded(tx, actor, '${n.singularSnake}.updated', row);
    });
  }

  close(actor: Actor, id: string): Promise<${n.Singular}Response> {
    return this.dataSource.transaction(async (tx) => {
      const row = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      Object.assign(row, { status: ${n.Singular}Rules.next(row.status, 'close'), closedAt: now, updatedAt: now });
      await this.repository.update(tx, id, { status: row.status, closedAt: now, updatedAt: now });
      return this.recorded(tx, actor, '${n.singularSnake}.closed', row);
    });
  }

  /** Records the event in the write's transaction (the outbox, the activity feed, the change feed) and answers the row. */
  private async recorded(
    tx: EntityManager,
    actor: Actor,
    type: '${n.singularSnake}.created' | '${n.singularSnake}.updated' | '${n.singularSnake}.closed',
    row: ${n.Singular}Entity,
  ): Promise<${n.Singular}Response> {
    const view = present${n.Singular}(row);
    await this.events.record(tx, { type, entityId: row.candidateId, actor, metadata: { ${n.camelSingular}Id: row.id }, data: view });
    return view;
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<${n.Singular}Entity> {
    const row = await this.repository.find(tx, id, lock);
    if (row === null) throw new NotFoundError('${n.Singular[0]}${n.human.slice(1)}', id);
    return row;
  }
}
`,

    [`domain/${n.singular}-rules.ts`]: `import { InvalidStateError } from '@app/core';

/** open → closed. */
export const ${n.SINGULAR}_STATUSES = ['open', 'closed'] as const;
export type ${n.Singular}Status = (typeof ${n.SINGULAR}_STATUSES)[number];

export type ${n.Singular}Action = 'close';

const TRANSITIONS: Record<${n.Singular}Action, { from: readonly ${n.Singular}Status[]; to: ${n.Singular}Status }> = {
  close: { from: ['open'], to: 'closed' },
};

export class ${n.Singular}Rules {
  /** The status after \`action\`, or INVALID_STATE naming the statuses it is allowed from. */
  static next(status: ${n.Singular}Status, action: ${n.Singular}Action): ${n.Singular}Status {
    const { from, to } = TRANSITIONS[action];
    if (!from.includes(status)) throw new InvalidStateError(\`A ${n.human} that is \${status} cannot be \${to}\`, status, from);
    return to;
  }
}
`,

    [`domain/${n.singular}-rules.spec.ts`]: `import { InvalidStateError } from '@app/core';
import { ${n.Singular}Rules } from './${n.singular}-rules';

describe(${n.Singular}Rules.name, () => {
  it('closes an open ${n.human}', () => {
    expect(${n.Singular}Rules.next('open', 'close')).toBe('closed');
  });

  it('refuses to close a closed one with INVALID_STATE naming where it is allowed from', () => {
    expect(() => ${n.Singular}Rules.next('closed', 'close')).toThrow(InvalidStateError);
    expect(() => ${n.Singular}Rules.next('closed', 'close')).toThrow('A ${n.human} that is closed cannot be closed');
  });
});
`,

    [`http/${n.plural}.controller.ts`]: `import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { ${n.Plural}Service } from '../${n.plural}.service';
import { ${n.Singular}Response } from '../representation/${n.singular}';
import { Create${n.Singular}Dto, List${n.Plural}Dto, Update${n.Singular}Dto } from './dto/${n.singular}.dto';

@Controller('${n.plural}')
@ApiResource('${n.pluralSnake}', '${n.Plural.replace(/([a-z])([A-Z])/g, '$1 $2')}')
export class ${n.Plural}Controller {
  constructor(private readonly ${n.camelPlural}: ${n.Plural}Service) {}

  @Post()
  @Operation({
    summary: 'Create a ${n.human}',
    description: 'The candidate must exist (422). Records ${n.singularSnake}.created.',
    status: 201,
    response: ${n.Singular}Response,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: Create${n.Singular}Dto): Promise<${n.Singular}Response> {
    return this.${n.camelPlural}.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List ${n.humanPlural}, newest first', description: 'Filters combine with AND.', response: [${n.Singular}Response], errors: [422] })
  list(@Query() query: List${n.Plural}Dto): Promise<Page<${n.Singular}Response>> {
    return this.${n.camelPlural}.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a ${n.human}', response: ${n.Singular}Response, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<${n.Singular}Response> {
    return this.${n.camelPlural}.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a ${n.human}',
    description: 'Only the fields sent change.',
    response: ${n.Singular}Response,
    errors: [400, 404, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: Update${n.Singular}Dto): Promise<${n.Singular}Response> {
    return this.${n.camelPlural}.update(actor, id, dto);
  }

  @Post(':id/close')
  @Operation({
    summary: 'Close a ${n.human}',
    description: 'open → closed; 409 INVALID_STATE otherwise. No body.',
    response: ${n.Singular}Response,
    errors: [404, 409, 422],
  })
  close(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<${n.Singular}Response> {
    return this.${n.camelPlural}.close(actor, id);
  }
}
`,

    [`http/dto/${n.singular}.dto.ts`]: `import { EnumField, PageQueryDto, TextField, UuidField } from '@app/core';
import { ${n.SINGULAR}_STATUSES, type ${n.Singular}Status } from '../../domain/${n.singular}-rules';
import type { Create${n.Singular}Input, List${n.Plural}Query, Update${n.Singular}Input } from '../../representation/${n.singular}-requests';

export class Create${n.Singular}Dto implements Create${n.Singular}Input {
  @UuidField({ description: 'The candidate it is about' }) candidateId: string;
  @TextField({ min: 1, max: 200, example: 'Laptop and badge' }) title: string;
}

export class Update${n.Singular}Dto implements Update${n.Singular}Input {
  @TextField({ min: 1, max: 200, optional: true, example: 'Laptop, badge and phone' }) title?: string;
}

export class List${n.Plural}Dto extends PageQueryDto implements List${n.Plural}Query {
  @UuidField({ optional: true, description: 'Only those about this candidate' }) candidateId?: string;
  @EnumField(${n.SINGULAR}_STATUSES, { optional: true, enumName: '${n.Singular}Status' }) status?: ${n.Singular}Status;
}
`,

    [`representation/${n.singular}-requests.ts`]: `import type { PageQuery } from '@app/core';
import type { ${n.Singular}Status } from '../domain/${n.singular}-rules';

/** POST /${n.plural}, as the service reads it (Create${n.Singular}Dto validates it). */
export interface Create${n.Singular}Input {
  candidateId: string;
  title: string;
}

/** PATCH /${n.plural}/{id}. */
export interface Update${n.Singular}Input {
  title?: string;
}

/** GET /${n.plural}. */
export interface List${n.Plural}Query extends PageQuery {
  candidateId?: string;
  status?: ${n.Singular}Status;
}
`,

    [`representation/${n.singular}.ts`]: `import { ApiProperty } from '@nestjs/swagger';
import { ${n.SINGULAR}_STATUSES, type ${n.Singular}Status } from '../domain/${n.singular}-rules';
import type { ${n.Singular}Entity } from '../persistence/${n.singular}.entity';

/** The public representation: the HTTP response, the events' \`data\` and the change-feed body. */
export class ${n.Singular}Response {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: ${n.SINGULAR}_STATUSES, enumName: '${n.Singular}Status' }) status: ${n.Singular}Status;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set when closed' }) closedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function present${n.Singular}(row: ${n.Singular}Entity): ${n.Singular}Response {
  return {
    id: row.id,
    candidateId: row.candidateId,
    title: row.title,
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
`,

    [`persistence/${n.singular}.entity.ts`]: `import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { ${n.Singular}Status } from '../domain/${n.singular}-rules';

@Entity('${n.pluralSnake}')
export class ${n.Singular}Entity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('text') title: string;
  @Column('text') status: ${n.Singular}Status;
  @TimestampColumn({ nullable: true }) closedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
`,

    [`persistence/${n.plural}.repository.ts`]: `import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, sql, type RowLock } from '@app/core';
import { ${n.Singular}Entity } from './${n.singular}.entity';
import type { List${n.Plural}Query } from '../representation/${n.singular}-requests';

/** Every statement of the context; every read applies the request's reach through the candidate (docs/api/access.md). */
@Injectable()
export class ${n.Plural}Repository {
  list(tx: EntityManager, query: List${n.Plural}Query): Promise<${n.Singular}Entity[]> {
    const builder = tx.createQueryBuilder(${n.Singular}Entity, 'r');
    reach.where(builder, reach.of('candidate', sql.raw('r.candidate_id')));
    if (query.candidateId !== undefined) builder.andWhere('r.candidate_id = :candidateId', { candidateId: query.candidateId });
    if (query.status !== undefined) builder.andWhere('r.status = :status', { status: query.status });
    return keysetPage(builder, 'r', query).getMany();
  }

  /** The row when the request reaches it, locked as asked; null otherwise. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<${n.Singular}Entity | null> {
    const builder = tx.createQueryBuilder(${n.Singular}Entity, 'r').where('r.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('r.candidate_id'))), lock).getOne();
  }

  async insert(tx: EntityManager, row: ${n.Singular}Entity): Promise<void> {
    await tx.insert(${n.Singular}Entity, row);
  }

  async update(tx: EntityManager, id: string, changes: Partial<${n.Singular}Entity>): Promise<void> {
    await tx.update(${n.Singular}Entity, { id }, changes);
  }
}
`,

    [`persistence/migrations/${migrationTime}-${n.plural}.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ${n.Plural}. Erasing a candidate deletes theirs (ON DELETE CASCADE); core redacts the outbox copies of their events. */
export class ${migrationClass} implements MigrationInterface {
  name = '${migrationClass}';

  async up(db: QueryRunner): Promise<void> {
    await db.query(\`
      CREATE TABLE ${n.pluralSnake} (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        title text NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'closed')),
        closed_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )\`);
    await db.query('CREATE INDEX ${n.pluralSnake}_candidate_idx ON ${n.pluralSnake} (candidate_id)');
    await db.query('CREATE INDEX ${n.pluralSnake}_created_idx ON ${n.pluralSnake} (created_at DESC, id DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE ${n.pluralSnake}');
  }
}
`,

    [`test/${n.plural}.service-spec.ts`]: `import { InvalidStateError, ValidationFailedError } from '@app/core';
import { CandidatesModule, CandidatesService } from '@app/candidates';
import { bootContext, UNKNOWN_UUID, type BootedContext } from '@app/testing';
import { ${n.Plural}Module, ${n.Plural}Service, ${n.PLURAL}_CONTEXT } from '..';

/** The rules of ${n.humanPlural}, through the service on a real database (docs/extending.md#testing-an-extension). */
describe('${n.Plural}Service', () => {
  let context: BootedContext;
  let ${n.camelPlural}: ${n.Plural}Service;
  let candidateId: string;

  beforeAll(async () => {
    context = await bootContext({ imports: [CandidatesModule, ${n.Plural}Module], extensions: [${n.PLURAL}_CONTEXT] });
    ${n.camelPlural} = context.get(${n.Plural}Service);
    const email = \`ada.\${Date.now()}@example.com\`;
    candidateId = (await context.get(CandidatesService).create(context.actor, { firstName: 'Ada', lastName: 'Lovelace', email })).id;
  });
  afterAll(() => context?.close());

  it('creates, closes once, and records an event for each change', async () => {
    const created = await ${n.camelPlural}.create(context.actor, { candidateId, title: 'First' });
    expect(created).toMatchObject({ candidateId, title: 'First', status: 'open', closedAt: null });
    expect(await ${n.camelPlural}.update(context.actor, created.id, { title: 'First' })).toEqual(created);
    const closed = await ${n.camelPlural}.close(context.actor, created.id);
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    await expect(${n.camelPlural}.close(context.actor, created.id)).rejects.toBeInstanceOf(InvalidStateError);
    const types = await context.db.query<Array<{ type: string }>>(
      "SELECT type FROM activity_events WHERE metadata->>'${n.camelSingular}Id' = $1 ORDER BY created_at, id",
      [created.id],
    );
    expect(types.map((row) => row.type)).toEqual(['${n.singularSnake}.created', '${n.singularSnake}.closed']);
  });

  it('refuses a candidate that does not exist', async () => {
    await expect(${n.camelPlural}.create(context.actor, { candidateId: UNKNOWN_UUID, title: 'Orphan' })).rejects.toBeInstanceOf(ValidationFailedError);
  });
});
`,

    [`test/${n.plural}.e2e-spec.ts`]: `import { createTestApp, expectError, UNKNOWN_UUID, type TestApp } from '@app/testing';
import { ${n.PLURAL}_CONTEXT } from '..';

/** The wire: routes, scopes, the envelope and the errors (docs/extending.md#testing-an-extension). */
describe('${n.plural}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { extensions: [${n.PLURAL}_CONTEXT] });
  });
  afterAll(() => t?.close());

  it('creates, lists, reads, updates and closes behind its own scope', async () => {
    const candidate = await t.factory.candidate();
    const key = t.as((await t.factory.apiKey(['${n.pluralSnake}:read', '${n.pluralSnake}:write'])).key);
    const created = await key.post('/${n.plural}', { candidateId: candidate.id, title: 'First' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await key.get('/${n.plural}').query({ candidateId: candidate.id })).body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await key.patch(\`/${n.plural}/\${id}\`, { title: 'Renamed' })).body.data.title).toBe('Renamed');
    expect((await key.post(\`/${n.plural}/\${id}/close\`)).body.data.status).toBe('closed');
    expectError(await key.post(\`/${n.plural}/\${id}/close\`), 409, 'INVALID_STATE');
    expectError(await key.get(\`/${n.plural}/\${UNKNOWN_UUID}\`), 404, 'NOT_FOUND');
    const invalid = expectError(await key.post('/${n.plural}', { candidateId: 'nope', title: '' }), 422, 'VALIDATION_ERROR');
    expect(invalid.details.map((detail: { path: string }) => detail.path).sort()).toEqual(['candidateId', 'title']);

    const other = t.as((await t.factory.apiKey(['candidates:read'])).key);
    expectError(await other.get(\`/${n.plural}/\${id}\`), 403, 'FORBIDDEN');
  });
});
`,

    'README.md': `# ${n.plural}

Written by \`npm run new:context -- ${n.plural}\` (docs/extending.md#a-new-context-in-one-command). One resource,
\`${n.singularSnake}\`, about a candidate: \`POST /${n.plural}\`, \`GET /${n.plural}\`, \`GET /${n.plural}/{id}\`,
\`PATCH /${n.plural}/{id}\`, \`POST /${n.plural}/{id}/close\`, behind the scope \`${n.pluralSnake}:read|write\`, with
the events \`${n.singularSnake}.created|updated|closed\` (webhooks, automations, the candidate's activity feed, the
change feed). A user reaches a row as they reach its candidate; a candidate merge moves the rows; an erasure deletes
them.

| Folder | Holds |
| --- | --- |
| \`domain/\` | the rules (pure, unit-tested beside them) |
| \`http/\` | the controller (one line per route) and the request DTOs |
| \`representation/\` | the response and its presenter, and the service's inputs |
| \`persistence/\` | the entity, the repository (every statement) and the migrations |
| \`test/\` | the service tier (rules on a real database) and the e2e tier (the wire) |
`,
  };
}

function main() {
  const plural = process.argv[2];
  if (plural === undefined || plural.startsWith('--')) fail('usage: npm run new:context -- <name> [--singular <name>] [--dir extensions]');
  if (!KEBAB.test(plural)) fail(`<name> must be kebab case (${KEBAB}), e.g. equipment-requests; got ${JSON.stringify(plural)}`);
  const singular = option('singular', singularOf(plural));
  if (!KEBAB.test(singular) || singular === plural) fail(`cannot derive a singular from ${plural}: pass --singular <name>`);
  const root = path.join(__dirname, '..');
  const folder = path.resolve(root, option('dir', 'extensions'), plural);
  if (fs.existsSync(folder)) fail(`${path.relative(root, folder)} exists: choose another name or remove it`);
  const names = namesOf(plural, singular);
  const files = filesOf(names, option('migration-time', String(Date.now())));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  const where = path.relative(root, folder);
  const prettier = require('prettier');
  return Promise.all(
    Object.keys(files)
      .filter((file) => file.endsWith('.ts'))
      .map(async (file) => {
        const target = path.join(folder, file);
        const options = (await prettier.resolveConfig(target)) ?? {};
        fs.writeFileSync(target, await prettier.format(fs.readFileSync(target, 'utf8'), { ...options, filepath: target }));
      }),
  ).then(() => {
    console.log(`Wrote ${Object.keys(files).length} files in ${where}/:`);
    for (const file of Object.keys(files)) console.log(`  ${file}`);
    console.log(`
Next:
  1. Install it: add ${names.PLURAL}_CONTEXT to apps/extensions.ts (import { ${names.PLURAL}_CONTEXT } from '../${where}').
  2. Check and test it:
       npm run lint
       npx jest ${where} --selectProjects unit service e2e
  3. Shape the resource: its fields in the migration, entity, DTOs and presenter; its rules in domain/.`);
  });
}

main().catch((error) => fail(error.stack ?? String(error)));
