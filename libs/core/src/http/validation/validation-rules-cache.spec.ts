import { getMetadataStorage, IsInt, IsString, MaxLength, validate } from 'class-validator';
import { rememberValidationRules } from './validation-rules-cache';

class PersonDto {
  @IsString() @MaxLength(5) name: string;
}

class EmployeeDto extends PersonDto {
  @IsInt() level: number;
}

const build = <T extends object>(type: new () => T, values: Partial<T>): T => Object.assign(new type(), values);
const brokenRules = async (object: object) =>
  (await validate(object, { whitelist: true, forbidNonWhitelisted: true }))
    .map((error) => `${error.property}:${Object.keys(error.constraints ?? {}).join(',')}`)
    .sort();

describe(rememberValidationRules.name, () => {
  const storage = getMetadataStorage();
  const unremembered = storage.getTargetValidationMetadatas(EmployeeDto, '', false, false);
  beforeAll(() => rememberValidationRules());

  it('answers every lookup as class-validator does, inherited rules included, with the same list each time', async () => {
    expect(await brokenRules(build(PersonDto, { name: 'too long' }))).toEqual(['name:maxLength']);
    expect(await brokenRules(build(EmployeeDto, { name: 'too long', level: 1.5 }))).toEqual(['level:isInt', 'name:maxLength']);
    expect(await brokenRules(build(EmployeeDto, { name: 'ok', level: 2, extra: 1 } as Partial<EmployeeDto>))).toEqual(['extra:whitelistValidation']);
    const first = storage.getTargetValidationMetadatas(EmployeeDto, '', false, false);
    expect(storage.getTargetValidationMetadatas(EmployeeDto, '', false, false)).toBe(first);
    expect(first).toEqual(unremembered);
    expect(storage.getTargetValidationMetadatas(EmployeeDto, '', false, false, ['other'])).not.toBe(first);
  });

  it('sees a rule added after a lookup', async () => {
    class LateDto {
      @IsString() code: string;
    }
    expect(await brokenRules(build(LateDto, { code: '12345678' }))).toEqual([]);
    MaxLength(3)(LateDto.prototype, 'code');
    expect(await brokenRules(build(LateDto, { code: '12345678' }))).toEqual(['code:maxLength']);
  });

  it('is installed once however often it is asked for', async () => {
    rememberValidationRules();
    rememberValidationRules();
    expect(await brokenRules(build(PersonDto, { name: 'fine' }))).toEqual([]);
  });
});
