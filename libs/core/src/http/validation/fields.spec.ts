import { RequestValidationPipe } from './request-validation.pipe';
import { LowerCaseUuid, TextField, UuidArrayField, UuidField } from './fields';

class IdsDto {
  @UuidField() id: string;
  @UuidArrayField({ optional: true, unique: true }) ids?: string[];
  @TextField({ optional: true, max: 120 }) @LowerCaseUuid() ownerId?: string;
}

const UPPER = '0190A0B4-8A3E-7C2D-9F00-1234567890AB';
const LOWER = UPPER.toLowerCase();

describe('UUID fields', () => {
  const pipe = new RequestValidationPipe();
  const parse = (body: object) => pipe.transform(body, { type: 'body', metatype: IdsDto }) as Promise<IdsDto>;

  it('hand UUIDs to the service in lower case, single and in arrays', async () => {
    expect(await parse({ id: UPPER, ids: [UPPER, '0190a0b4-8a3e-7c2d-9f00-00000000000A'] })).toEqual({
      id: LOWER,
      ids: [LOWER, '0190a0b4-8a3e-7c2d-9f00-00000000000a'],
    });
  });

  it('lower-case a UUID in a wider text field that adds LowerCaseUuid, and leave any other text as sent', async () => {
    expect((await parse({ id: LOWER, ownerId: UPPER })).ownerId).toBe(LOWER);
    expect((await parse({ id: LOWER, ownerId: 'Not-A-UUID' })).ownerId).toBe('Not-A-UUID');
  });

  it('still refuse what is not a UUID', async () => {
    await expect(parse({ id: 'ABC' })).rejects.toMatchObject({ issues: [{ location: 'body', path: 'id', message: 'id must be a UUID' }] });
    await expect(parse({ id: LOWER, ids: [UPPER, LOWER] })).rejects.toMatchObject({ issues: [{ path: 'ids', message: 'ids must not contain duplicates' }] });
  });
});
