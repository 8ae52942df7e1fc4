import { RequestValidationPipe, ValidationFailedError } from '@app/core';
import { AddNoteConfig } from './add-note.action';
import { AddTagConfig } from './add-tag.action';
import { CreateTaskConfig } from './create-task.action';
import { HttpRequestConfig } from './http-request.action';
import { MoveApplicationConfig } from './move-application.action';
import { RejectApplicationConfig } from './reject-application.action';

const UUID = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';
const pipe = new RequestValidationPipe();

/** The messages a config breaks, as the definitions API reports them (path + message). */
async function issuesOf(type: new () => object, config: unknown): Promise<string[]> {
  try {
    await pipe.transform(config, { type: 'body', metatype: type });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationFailedError)) throw error;
    return error.issues.map((issue) => issue.message);
  }
}

describe('automation action configs', () => {
  it.each<[string, new () => object, unknown]>([
    ['add_tag', AddTagConfig, { label: 'senior' }],
    ['add_tag of 40 characters', AddTagConfig, { label: 'a'.repeat(40) }],
    ['add_note', AddNoteConfig, { body: 'Referred by Grace.' }],
    ['add_note of 20000 characters', AddNoteConfig, { body: 'a'.repeat(20000) }],
    ['create_task with a title only', CreateTaskConfig, { title: 'Call' }],
    ['create_task with everything', CreateTaskConfig, { title: 'Call', priority: 'urgent', dueInHours: 8760, ownerId: UUID }],
    ['move_application', MoveApplicationConfig, { toStageId: UUID }],
    ['reject_application', RejectApplicationConfig, {}],
    ['http_request with a url only', HttpRequestConfig, { url: 'https://example.com/hook' }],
    [
      'http_request with everything',
      HttpRequestConfig,
      { url: 'http://example.com:8080/hook?x=1', method: 'DELETE', headers: { Authorization: 'Bearer t' }, body: [1, 'two', { three: null }] },
    ],
    ['http_request with a null body', HttpRequestConfig, { url: 'https://example.com/hook', body: null }],
  ])('accepts %s', async (_label, type, config) => {
    expect(await issuesOf(type, config)).toEqual([]);
  });

  it.each<[string, new () => object, unknown, string[]]>([
    ['add_tag without a label', AddTagConfig, {}, ['label is required']],
    ['add_tag with an empty label', AddTagConfig, { label: '' }, ['label must not be empty']],
    ['add_tag of 41 characters', AddTagConfig, { label: 'a'.repeat(41) }, ['label must be at most 40 characters long']],
    ['add_tag with an unknown key', AddTagConfig, { label: 'x', color: 'red' }, ['color is not an allowed field']],
    ['add_note with a number body', AddNoteConfig, { body: 5 }, ['body must be a string']],
    ['add_note of 20001 characters', AddNoteConfig, { body: 'a'.repeat(20001) }, ['body must be at most 20000 characters long']],
    ['create_task without a title', CreateTaskConfig, { priority: 'low' }, ['title is required']],
    ['create_task of 201 characters', CreateTaskConfig, { title: 'a'.repeat(201) }, ['title must be at most 200 characters long']],
    ['create_task with an unknown priority', CreateTaskConfig, { title: 'x', priority: 'asap' }, ['priority must be one of: low, medium, high, urgent']],
    ['create_task due in 0 hours', CreateTaskConfig, { title: 'x', dueInHours: 0 }, ['dueInHours must be an integer from 1 to 8760']],
    ['create_task due in 8761 hours', CreateTaskConfig, { title: 'x', dueInHours: 8761 }, ['dueInHours must be an integer from 1 to 8760']],
    ['create_task due in 1.5 hours', CreateTaskConfig, { title: 'x', dueInHours: 1.5 }, ['dueInHours must be an integer']],
    ['create_task due in "2" hours', CreateTaskConfig, { title: 'x', dueInHours: '2' }, ['dueInHours must be an integer']],
    ['create_task with a dueDate', CreateTaskConfig, { title: 'x', dueDate: '2026-11-21T10:00Z' }, ['dueDate is not an allowed field']],
    ['create_task with a non-UUID owner', CreateTaskConfig, { title: 'x', ownerId: 'grace' }, ['ownerId must be a UUID']],
    ['create_task with a null owner', CreateTaskConfig, { title: 'x', ownerId: null }, ['ownerId must not be null']],
    ['move_application without a stage', MoveApplicationConfig, {}, ['toStageId is required']],
    ['move_application to a non-UUID', MoveApplicationConfig, { toStageId: 'screen' }, ['toStageId must be a UUID']],
    ['reject_application with a key', RejectApplicationConfig, { reason: 'x' }, ['reason is not an allowed field']],
    ['http_request without a url', HttpRequestConfig, {}, ['url is required']],
    ['http_request to ftp', HttpRequestConfig, { url: 'ftp://example.com/x' }, ['url must be an absolute http or https URL']],
    ['http_request to a relative url', HttpRequestConfig, { url: '/hook' }, ['url must be an absolute http or https URL']],
    ['http_request with HEAD', HttpRequestConfig, { url: 'https://example.com', method: 'HEAD' }, ['method must be one of: GET, POST, PUT, PATCH, DELETE']],
    [
      'http_request with a lower-case method',
      HttpRequestConfig,
      { url: 'https://example.com', method: 'post' },
      ['method must be one of: GET, POST, PUT, PATCH, DELETE'],
    ],
    [
      'http_request with header injection',
      HttpRequestConfig,
      { url: 'https://example.com', headers: { 'X-A': 'a\r\nB: c' } },
      ['headers has a value for X-A with CR, LF or another control character'],
    ],
    [
      'http_request setting Host',
      HttpRequestConfig,
      { url: 'https://example.com', headers: { Host: 'x' } },
      ['headers may not set host (the service sets or forbids it)'],
    ],
    [
      'http_request with null headers',
      HttpRequestConfig,
      { url: 'https://example.com', headers: null },
      ['headers must be an object of header names to string values'],
    ],
    ['http_request with an unknown key', HttpRequestConfig, { url: 'https://example.com', timeout: 5 }, ['timeout is not an allowed field']],
  ])('refuses %s', async (_label, type, config, messages) => {
    expect(await issuesOf(type, config)).toEqual(messages);
  });

  it('reports every broken rule at once', async () => {
    expect(await issuesOf(CreateTaskConfig, { title: '', priority: 'x', dueInHours: -1, ownerId: 'y' })).toHaveLength(4);
  });
});
