/*
 * parseJsonLogic leaves out, without an error, every operation it has no rule for and no handler was given for (an
 * unknown or custom operation, arithmetic, `var` alone): the query loads without it, and matches more than the logic
 * said. This module walks the logic's and/or/! structure, asks the parser about each other operation on its own, and
 * names those that give no rule, so that an import can refuse the logic rather than load another query.
 */

import type { DroppedConditions, ParsedGroup } from './droppedSqlConditions';
import { isRecord } from './queryShape';

export type JsonLogicParser = (logic: object) => ParsedGroup;

/** The operations below and, or and ! (and !!) are the conditions; a dropped one is given as compact JSON. */
export type JsonLogicReading = DroppedConditions;

/** Reads the logic's conditions (each checked alone), or undefined for something that is not one operation. */
export function readJsonLogic(logic: unknown, parse: JsonLogicParser): JsonLogicReading | undefined {
  if (!isRecord(logic) || Object.keys(logic).length !== 1) return undefined;
  const dropped: string[] = [];
  let written = 0;
  // Iterative, so that logic nested deeper than the stack allows is read as well as the parser reads it.
  const pending: unknown[] = [logic];
  while (pending.length > 0) {
    const node = pending.pop();
    const [operation] = isRecord(node) ? Object.keys(node) : [];
    if (isRecord(node) && Object.keys(node).length === 1 && (operation === 'and' || operation === 'or')) {
      const items = node[operation];
      if (Array.isArray(items)) pending.push(...items);
      continue;
    }
    if (isRecord(node) && Object.keys(node).length === 1 && (operation === '!' || operation === '!!')) {
      const argument = node[operation];
      const inner = Array.isArray(argument) ? argument[0] : argument;
      // `!` around one condition can be a rule of its own (a negated operator): it counts as that condition.
      if (isRecord(inner) && ['and', 'or', '!', '!!'].includes(Object.keys(inner)[0] ?? '')) {
        pending.push(inner);
        continue;
      }
    }
    written += 1;
    let rules: number;
    try {
      rules = parse({ and: [node] }).rules.length;
    } catch {
      // Alone, some operations make the parser throw (a `var` of no field, for example): no rule comes of them either.
      rules = 0;
    }
    if (rules === 0) dropped.push(JSON.stringify(node));
  }
  return { written, dropped };
}

/** What an import says of logic the parser would load without some of its conditions, or undefined. */
export function checkJsonLogicReading(text: string, parse: JsonLogicParser): string | undefined {
  let logic: unknown;
  try {
    logic = JSON.parse(text);
  } catch {
    return undefined; // The import says why it could not read the text.
  }
  let reading: JsonLogicReading | undefined;
  try {
    reading = readJsonLogic(logic, parse);
  } catch {
    // Thousands of nested arrays, which the parser accepts, run JSON.stringify into the stack's limit: refuse them.
    return 'This JsonLogic is nested too deeply to check what parseJsonLogic would leave out.';
  }
  if (!reading || reading.dropped.length === 0) return undefined;
  const verb = reading.dropped.length === 1 ? 'has' : 'have';
  const noun = reading.written === 1 ? 'operation' : 'operations';
  return `${reading.dropped.length} of ${reading.written} ${noun} ${verb} no rule form (an operation parseJsonLogic does not know, or arithmetic, for example), and would be left out: ${reading.dropped.join('; ')}.`;
}
