import { formatQuery } from 'react-querybuilder';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { describe, expect, it } from 'vitest';
import { checkJsonLogicReading, readJsonLogic } from './droppedJsonLogic';

const parse = (logic: object) => parseJsonLogic(logic as never);
const age = { '>': [{ var: 'age' }, 28] };
const country = { '==': [{ var: 'country' }, 'US'] };
const unknown = { someUnknownOp: [{ var: 'x' }, 1] };

describe('readJsonLogic', () => {
  it('names the operation parseJsonLogic leaves out, which the parser itself drops without a word', () => {
    const logic = { and: [age, { '!': country }, unknown] };
    expect(formatQuery(parseJsonLogic(logic as never), 'sql')).toBe("(age > '28' and NOT (country = 'US'))");
    expect(readJsonLogic(logic, parse)).toEqual({ written: 3, dropped: [JSON.stringify(unknown)] });
  });

  it('reads conditions at every depth and through ! around a group, and counts a negated condition once', () => {
    const logic = { or: [{ '!': { and: [age, unknown] } }, { and: [{ '!': { startsWith: [{ var: 'n' }, 'V'] } }] }] };
    expect(readJsonLogic(logic, parse)).toEqual({ written: 3, dropped: [JSON.stringify(unknown)] });
  });

  it('finds nothing to say of logic it reads whole', () => {
    expect(readJsonLogic({ and: [age, country, { in: [{ var: 'i' }, ['a', 'b']] }] }, parse)).toEqual({
      written: 3,
      dropped: [],
    });
  });

  it('reads logic nested deeper than a recursive walk could', () => {
    let logic: object = age;
    for (let level = 0; level < 20_000; level += 1) logic = { and: [logic] };
    expect(readJsonLogic(logic, () => ({ rules: [1] }))).toEqual({ written: 1, dropped: [] });
  });
});

describe('checkJsonLogicReading', () => {
  it('says how many operations would be left out, and which', () => {
    expect(checkJsonLogicReading(JSON.stringify({ and: [age, unknown] }), parse)).toBe(
      `1 of 2 operations has no rule form (an operation parseJsonLogic does not know, or arithmetic, for example), and would be left out: ${JSON.stringify(unknown)}.`,
    );
    expect(checkJsonLogicReading(JSON.stringify({ and: [age, country] }), parse)).toBeUndefined();
  });

  it('refuses, rather than throws on, hostile logic: nesting past the stack, an operation that makes the parser throw', () => {
    const deep = `{"and":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(checkJsonLogicReading(deep, parse)).toBe(
      'This JsonLogic is nested too deeply to check what parseJsonLogic would leave out.',
    );
    const throwing = () => {
      throw new Error('no');
    };
    expect(checkJsonLogicReading(JSON.stringify({ and: [age] }), throwing)).toContain('would be left out');
  });

  it('leaves text that is not JSON, or not one operation, to the import', () => {
    expect(checkJsonLogicReading('{not json', parse)).toBeUndefined();
    expect(checkJsonLogicReading('[1, 2]', parse)).toBeUndefined();
  });
});
