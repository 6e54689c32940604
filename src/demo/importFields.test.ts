import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { describe, expect, it } from 'vitest';
import { fieldValueProblem } from './importFields';

const names = ['firstName', 'lastName', 'age'];

describe('fieldValueProblem', () => {
  it('names a value read as a field the demo lacks, with the quoting that makes it text', () => {
    expect(fieldValueProblem(parseSQL('firstName = "Steve" AND lastName = Vai'), names, 'sql')).toBe(
      `"Steve" is read as a field, and there is no field "Steve". To compare firstName with the text, write it as 'Steve'.`,
    );
    expect(fieldValueProblem(parseSQL('age > 3 AND (lastName = "O\'Neil")'), names, 'sql')).toMatch(
      /write it as 'O''Neil'\.$/,
    );
    expect(fieldValueProblem(parseCEL('firstName == Steve'), names, 'cel')).toMatch(/write it as "Steve"\.$/);
  });

  it('lets a comparison of two fields the demo has through, and any quoted text', () => {
    expect(fieldValueProblem(parseSQL('firstName = lastName'), names, 'sql')).toBeUndefined();
    expect(fieldValueProblem(parseSQL("firstName = 'Steve' AND age > 3"), names, 'sql')).toBeUndefined();
  });
});
