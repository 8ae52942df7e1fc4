import { Injectable, Module } from '@nestjs/common';
import request from 'supertest';
import { ChangeFeedResource, defineExtension, newId, registerEvents, type ChangeFeedLoader, type EventType } from '@app/core';
import { adminUser } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { readToEnd } from '../../kits/changes-kit';

/** A loader for a resource type whose reach nobody declares: its events are registered after start, outside composition. */
@ChangeFeedResource('spec_gadget', 'candidates')
@Injectable()
class GadgetChangeFeed implements ChangeFeedLoader {
  load(ids: readonly string[]): Promise<Map<string, object>> {
    return Promise.resolve(new Map(ids.map((id) => [id, { id, gadget: true }])));
  }
}

@Module({ providers: [GadgetChangeFeed] })
class GadgetsModule {}

/**
 * Fail closed (docs/adr/0088-resources-declare-their-reach.md): a change or an activity event of a type whose reach
 * no context declares is left out for every user with a reach condition; an admin, who has none, still sees it.
 */
describe('access: rows of a type whose reach nobody declares', () => {
  let t: TestApp;
  let managerKey: string;

  beforeAll(async () => {
    t = await createTestApp({}, { extensions: [defineExtension({ name: 'spec-gadgets', module: GadgetsModule })] });
    registerEvents([{ type: 'spec_gadget.made' as EventType, entityType: null, subjects: {}, resource: { type: 'spec_gadget', idKey: 'id' } }]);
    const manager = await t.factory.user({ role: 'hiring_manager' });
    managerKey = (await t.factory.apiKey(['*'], { ownerId: manager.id })).key;
  });
  afterAll(async () => t?.close());

  it('leaves them out of GET /changes for a hiring manager, and shows them to an admin', async () => {
    const { cursor } = await readToEnd(t.api);
    const gadget = newId();
    await t.db.query(`INSERT INTO outbox_events (id, type, payload, created_at, resource_id) VALUES ($1, 'spec_gadget.made', $2, now(), $3)`, [
      newId(),
      { type: 'spec_gadget.made', timestamp: new Date().toISOString(), data: { id: gadget } },
      gadget,
    ]);
    const candidate = await t.factory.candidate();
    const admin = (await readToEnd(t.api, { cursor })).changes;
    expect(admin.map((change) => [change.type, change.resourceId])).toEqual([
      ['spec_gadget.made', gadget],
      ['candidate.created', candidate.id],
    ]);
    const manager = (await readToEnd(t.as(managerKey), { cursor })).changes;
    expect(manager.map((change) => change.type)).toEqual([]);
  });

  it('leaves them out of GET /activity-events for a hiring manager, and shows them to an admin', async () => {
    const entityId = newId();
    const { id: actorId } = await adminUser(t.api);
    await t.db.query(
      `INSERT INTO activity_events (id, type, entity_type, entity_id, actor_id, actor_name, metadata)
       VALUES ($1, 'spec_gadget.made', 'spec_gadget', $2, $3, 'Admin', '{}')`,
      [newId(), entityId, actorId],
    );
    const listed = async (key: string) => {
      // Plain supertest: the documented entityType enum holds no undeclared type, and the test clients check answers against it.
      const response = await request(t.app.getHttpServer()).get(`/api/v1/activity-events?entityId=${entityId}&limit=100`).set('Authorization', `Bearer ${key}`);
      expect(response.status).toBe(200);
      return response.body.data.map((event: { type: string }) => event.type);
    };
    expect(await listed(t.bootstrapKey)).toEqual(['spec_gadget.made']);
    expect(await listed(managerKey)).toEqual([]);
  });
});
