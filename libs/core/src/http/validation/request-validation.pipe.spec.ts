import { ValidationFailedError, type ValidationIssue } from '../../errors';
import { CheckedAcrossFields, type CrossFieldRules } from './cross-field-rules';
import { CheckedField, IntegerField, NestedArrayField, TextField } from './fields';
import { RequestValidationPipe } from './request-validation.pipe';

class EntryDto {
  @TextField({ min: 1 }) school: string;
}

class CreateThingDto {
  @TextField({ min: 1, max: 5 }) name: string;
  @NestedArrayField(() => EntryDto, { optional: true }) entries?: EntryDto[];
  @CheckedField(() => null, { type: 'object', additionalProperties: true }, { optional: true }) free?: unknown;
}

/** low ≤ high, judged only when both passed their own rules; the cap comes from a provider. */
class RangeRules implements CrossFieldRules<RangeDto> {
  constructor(readonly cap: number) {}
  issues(body: RangeDto, refused: (path: string) => boolean) {
    const issues = [];
    if (!refused('low') && !refused('high') && body.low > body.high)
      issues.push({ location: 'body' as const, path: 'high', message: 'high must be at least low' });
    if (!refused('high') && body.high > this.cap) issues.push({ location: 'body' as const, path: 'high', message: `high must be at most ${this.cap}` });
    // Reported at a refused path: dropped, the field's own issue says enough.
    if (body.name.length > 3) issues.push({ location: 'body' as const, path: 'name', message: 'name is judged again' });
    return issues;
  }
}

@CheckedAcrossFields(RangeRules)
class RangeDto {
  @TextField({ max: 3 }) name: string;
  @IntegerField() low: number;
  @IntegerField() high: number;
}

async function issuesOf(
  value: unknown,
  type: 'body' | 'query' | 'param' = 'body',
  metatype: unknown = CreateThingDto,
  data?: string,
): Promise<ValidationIssue[]> {
  try {
    await new RequestValidationPipe().transform(value, { type, metatype: metatype as never, data });
  } catch (error) {
    if (error instanceof ValidationFailedError) return error.issues;
    throw error;
  }
  throw new Error('expected a validation failure');
}

const paths = (issues: ValidationIssue[]) => issues.map((issue) => `${issue.location}:${issue.path}`).sort();

describe(RequestValidationPipe.name, () => {
  const pipe = new RequestValidationPipe();

  it('reports strings that are not well-formed Unicode together with the other broken rules, once per path', async () => {
    const body = JSON.parse('{"name":"\\ud800x","entries":[{"school":""},{"school":"\\udc00"}],"extra":1}');
    const issues = await issuesOf(body);
    expect(paths(issues)).toEqual(['body:entries.0.school', 'body:entries.1.school', 'body:extra', 'body:name']);
    expect(issues.find((issue) => issue.path === 'name')?.message).toBe('name must be well-formed Unicode (no unpaired UTF-16 surrogate such as \\ud800)');
  });

  it('refuses keys that are not well-formed Unicode, in query strings too', async () => {
    expect(paths(await issuesOf(JSON.parse('{"name":"ok","\\ud800":1}')))).toEqual(['body:\ud800']);
    expect(paths(await issuesOf({ name: 'a\u0000' }, 'query'))).toEqual(['query:name']);
  });

  it('accepts surrogate pairs and U+FFFD', async () => {
    await expect(pipe.transform({ name: '\ud83d\ude00\ufffd' }, { type: 'body', metatype: CreateThingDto })).resolves.toBeInstanceOf(CreateThingDto);
  });

  it('refuses __proto__ and constructor like any unknown key, nested and in free-form values, without polluting prototypes', async () => {
    const body = JSON.parse(
      '{"name":"ok","__proto__":{"polluted":true},"entries":[{"school":"S","constructor":{"prototype":{"polluted":true}}}],"free":{"constructor":"x"}}',
    );
    const issues = await issuesOf(body);
    expect(paths(issues)).toEqual(['body:__proto__', 'body:entries.0.constructor', 'body:free.constructor']);
    expect(issues[0].message).toBe('__proto__ is not an allowed field');
    expect(paths(await issuesOf(JSON.parse('{"constructor":1}'), 'query'))).toEqual(['query:constructor']);
    expect((await issuesOf(JSON.parse('{"constructor":1}'), 'query'))[0].message).toBe('constructor is not a recognised query parameter');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks path parameters, which arrive as plain strings', async () => {
    expect(await issuesOf('a\u0000', 'param', String, 'id')).toEqual([
      { location: 'path', path: 'id', message: 'id must not contain the NUL character (\\u0000)' },
    ]);
    await expect(pipe.transform('fine', { type: 'param', metatype: String, data: 'id' })).resolves.toBe('fine');
  });

  describe('rules across fields', () => {
    const providers = { get: <T>(token: unknown): T => (token === RangeRules ? new RangeRules(10) : undefined) as T };
    const rangePipe = new RequestValidationPipe(providers);
    const rangeIssues = async (value: object) => {
      try {
        await rangePipe.transform(value, { type: 'body', metatype: RangeDto });
      } catch (error) {
        if (error instanceof ValidationFailedError) return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
        throw error;
      }
      return [];
    };

    it('lists them with the fields’ own broken rules, in one failure', async () => {
      expect(await rangeIssues({ name: 'long', low: 5, high: 11.5 })).toEqual([
        'name: name must be at most 3 characters long',
        'high: high must be an integer',
      ]);
      expect(await rangeIssues({ name: 'long', low: 12, high: 11 })).toEqual([
        'name: name must be at most 3 characters long',
        'high: high must be at least low',
        'high: high must be at most 10',
      ]);
    });

    it('skips what needs a refused field, and returns the instance when every rule holds', async () => {
      expect(await rangeIssues({ name: 'abcd', low: 'x', high: 1 })).toEqual(['name: name must be at most 3 characters long', 'low: low must be an integer']);
      await expect(rangePipe.transform({ name: 'ok', low: 1, high: 2 }, { type: 'body', metatype: RangeDto })).resolves.toBeInstanceOf(RangeDto);
    });

    it('needs the app’s providers to resolve them', async () => {
      await expect(pipe.transform({ name: 'ok', low: 1, high: 2 }, { type: 'body', metatype: RangeDto })).rejects.toThrow(
        /RangeRules needs the app's providers/,
      );
    });
  });
});
