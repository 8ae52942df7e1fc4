import type { DynamicModule } from '@nestjs/common';
import { IsString } from 'class-validator';
import { ConfigValidationError, loadConfig } from '../config/app-config';
import { ALL_SCOPES, isScopeResource, type ScopeResource } from '../auth/scopes';
import { ENTITY_TYPES, isEventType, RESOURCE_TYPES, type EntityType, type EventType } from '../events/event-catalog';
import { defineContext, defineExtension, extensionActions, installationMigrations, installationModules } from './define-extension';
import { defineResource, INSTALLATION_RESOURCES } from './define-resource';

class ExampleEnvironment {
  @IsString() EXAMPLE_TOKEN: string;
}

const POLICY = Symbol('POLICY');
const config = (env: Record<string, string> = {}) => loadConfig({ DATABASE_URL: 'postgres://localhost/x', ...env });

describe(defineExtension.name, () => {
  it('validates every extension environment class before any module is built, naming the variable', () => {
    const extension = defineExtension({ name: 'example', config: [ExampleEnvironment] });
    expect(() => installationModules([extension], 'api', config())).toThrow(ConfigValidationError);
    expect(() => installationModules([extension], 'api', config())).toThrow('EXAMPLE_TOKEN: ');
    expect(() => installationModules([extension], 'api', config({ EXAMPLE_TOKEN: 'x' }))).not.toThrow();
  });

  it('refuses two extensions with one name, and two replacing one policy', () => {
    expect(() => installationModules([defineExtension({ name: 'a' }), defineExtension({ name: 'a' })], 'worker', config())).toThrow(
      'Two contexts or extensions are named "a"',
    );
    const replacing = (name: string) => defineExtension({ name, policies: [{ provide: POLICY, useValue: name }] });
    expect(() => installationModules([replacing('a'), replacing('b')], 'api', config())).toThrow(
      'Extensions "a" and "b" both replace the policy Symbol(POLICY)',
    );
  });

  it('imports the module in both processes and the http or worker module in its own', () => {
    class Shared {}
    class Http {}
    class Work {}
    const extension = defineExtension({ name: 'modules', module: Shared, httpModule: Http, workerModule: Work });
    expect(installationModules([extension], 'api', config())).toEqual(expect.arrayContaining([Shared, Http]));
    expect(installationModules([extension], 'api', config())).not.toContain(Work);
    expect(installationModules([extension], 'worker', config())).toEqual(expect.arrayContaining([Shared, Work]));
    expect(installationModules([extension], 'seed', config())).toEqual(expect.arrayContaining([Shared]));
    expect(installationModules([extension], 'seed', config())).not.toEqual(expect.arrayContaining([Http]));
    expect(installationModules([extension], 'seed', config())).not.toEqual(expect.arrayContaining([Work]));
  });

  it('builds a moduleFor from the whole installation, in place of module', () => {
    class Gathered {}
    const gatherer = defineContext({
      name: 'gatherer',
      moduleFor: (units) => ({ module: Gathered, providers: units.map((unit) => ({ provide: unit.name, useValue: unit.name })) }),
    });
    const other = defineExtension({ name: 'other' });
    const built = installationModules([gatherer, other], 'api', config()).find((module) => (module as { module?: unknown }).module === Gathered);
    expect(built).toEqual(
      expect.objectContaining({ providers: [expect.objectContaining({ provide: 'gatherer' }), expect.objectContaining({ provide: 'other' })] }),
    );
  });

  it("provides every unit's resources, in the installation's order, to the whole process", () => {
    class Row {
      id: string;
    }
    const resource = (type: string) => defineResource({ type, reach: 'installation', scope: 'examples' as ScopeResource, entity: Row, present: (row) => row });
    const [first, second, third] = [resource('first'), resource('second'), resource('third')];
    const units = [
      defineContext({ name: 'a', resources: [first, second] }),
      defineExtension({ name: 'b' }),
      defineExtension({ name: 'c', resources: [third] }),
    ];
    const provider = installationModules(units, 'worker', config())
      .flatMap((module) => ((module as DynamicModule).global === true ? ((module as DynamicModule).providers ?? []) : []))
      .find((entry) => (entry as { provide?: unknown }).provide === INSTALLATION_RESOURCES);
    expect(provider).toEqual({ provide: INSTALLATION_RESOURCES, useValue: [first, second, third] });
  });

  it('merges the migrations and actions of every extension', () => {
    class One1764000000001 {}
    class Action {}
    class Client {}
    const a = defineExtension({ name: 'a', migrations: [One1764000000001 as never], actions: { actions: [Action], providers: [Client] } });
    const b = defineExtension({ name: 'b' });
    expect(installationMigrations([a, b])).toEqual([One1764000000001]);
    expect(extensionActions([a, b])).toEqual({ actions: [Action], imports: [], providers: [Client] });
  });

  it('registers its events and scopes when a process composes it, not when it is imported', () => {
    const person = defineContext({
      name: 'people',
      activityEntityTypes: ['spec_person' as EntityType],
      resources: [defineResource({ type: 'spec_person', reach: { kind: 'candidate' } })],
    });
    const extension = defineExtension({
      name: 'drug-screens',
      events: [
        {
          type: 'drug_screen.ordered' as EventType,
          entityType: 'spec_person' as EntityType,
          subjects: { candidate: 'candidateId' },
          resource: { type: 'drug_screen', idKey: 'id' },
        },
      ],
      scopes: [{ resource: 'drug_screens' as ScopeResource }],
      resources: [defineResource({ type: 'drug_screen', reach: { through: 'candidate', table: 'drug_screens', column: 'candidate_id' } })],
    });
    expect(isEventType('drug_screen.ordered')).toBe(false);
    expect(RESOURCE_TYPES).not.toContain('drug_screen');
    expect(isScopeResource('drug_screens')).toBe(false);
    expect(ENTITY_TYPES).not.toContain('spec_person');

    // The extension comes first: every activity entity type is registered before any event.
    installationModules([extension, person], 'api', config());
    expect(ENTITY_TYPES).toContain('spec_person');
    expect(isEventType('drug_screen.ordered')).toBe(true);
    expect(RESOURCE_TYPES).toContain('drug_screen');
    expect(ALL_SCOPES).toEqual(expect.arrayContaining(['drug_screens:read', 'drug_screens:write']));
  });

  it('registers scopes in the order of the installation', () => {
    const first = defineContext({ name: 'first', scopes: [{ resource: 'spec_zebras' as ScopeResource }] });
    const second = defineExtension({ name: 'second', scopes: [{ resource: 'spec_aardvarks' as ScopeResource, readOnly: true }] });
    installationModules([first, second], 'seed', config());
    expect(ALL_SCOPES.slice(-3)).toEqual(['spec_zebras:read', 'spec_zebras:write', 'spec_aardvarks:read']);
  });

  it('refuses activity entity types from an extension: only our own contexts declare them (docs/adr/0039-extension-policies-and-activity-types.md)', () => {
    const smuggled = { ...defineExtension({ name: 'smuggler' }), activityEntityTypes: ['spec_smuggled' as EntityType] };
    expect(() => installationModules([smuggled], 'api', config())).toThrow('"smuggler" declares activity entity types: only our own contexts do');
    expect(ENTITY_TYPES).not.toContain('spec_smuggled');
  });

  it('refuses at composition an event name registered with another definition', () => {
    const owner = defineContext({
      name: 'owner',
      activityEntityTypes: ['spec_thing' as EntityType],
      events: [
        { type: 'spec_thing.created' as EventType, entityType: 'spec_thing' as EntityType, subjects: {}, resource: { type: 'spec_thing', idKey: 'id' } },
      ],
      resources: [defineResource({ type: 'spec_thing', reach: 'installation' })],
    });
    const renamed = defineExtension({
      name: 'clash',
      events: [
        { type: 'spec_thing.created' as EventType, entityType: 'spec_thing' as EntityType, subjects: {}, resource: { type: 'spec_thing', idKey: 'thingId' } },
      ],
    });
    expect(() => installationModules([owner, renamed], 'worker', config())).toThrow(
      'Event "spec_thing.created" is registered twice with different definitions',
    );
  });

  // docs/adr/0088-resources-declare-their-reach.md
  it('refuses at composition a resource type an event names, or an activity entity type, whose reach no unit declares', () => {
    const unreached = defineExtension({
      name: 'unreached',
      events: [{ type: 'spec_gadget.made' as EventType, entityType: null, subjects: {}, resource: { type: 'spec_gadget', idKey: 'id' } }],
    });
    expect(() => installationModules([unreached], 'api', config())).toThrow(
      '"unreached" names resource types spec_gadget whose reach no unit declares: declare them in resources (defineResource({ reach }))',
    );
    const filed = defineContext({ name: 'filed', activityEntityTypes: ['spec_filed' as EntityType] });
    expect(() => installationModules([filed], 'api', config())).toThrow('"filed" names resource types spec_filed whose reach no unit declares');
    const declared = defineExtension({ ...unreached, name: 'declared', resources: [defineResource({ type: 'spec_gadget', reach: 'installation' })] });
    expect(() => installationModules([declared], 'api', config())).not.toThrow();
  });
});
