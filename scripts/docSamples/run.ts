import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format } from 'node:util';
import ts from 'typescript';
import type { PlacedSample } from './workspace';

/** Writes the sample as CommonJS next to its module and returns that file's path. */
export function compileSample(sample: PlacedSample): string {
  const { outputText } = ts.transpileModule(sample.code, {
    fileName: sample.file,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
  });
  const compiled = `${sample.file}.cjs`;
  writeFileSync(compiled, outputText);
  return compiled;
}

/** Runs a sample as CommonJS in its workspace and returns what it wrote with console.log. */
export async function runSample(sample: PlacedSample): Promise<string> {
  const compiled = compileSample(sample);
  const printed: string[] = [];
  const originalLog = console.log;
  console.log = (...args: unknown[]) => void printed.push(format(...args));
  try {
    const exports = createRequire(compiled)(compiled) as { default?: unknown };
    // A sample may export a promise (e.g. an async main) that must settle before its output is complete.
    if (exports.default instanceof Promise) await exports.default;
  } finally {
    console.log = originalLog;
  }
  return printed.join('\n');
}

const normalise = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Equal when the text matches line for line, or when both sides are the same JSON value. */
export function outputsMatch(actual: string, shown: string): boolean {
  const [a, b] = [normalise(actual), normalise(shown)];
  if (a === b) return true;
  const [ja, jb] = [parseJson(a), parseJson(b)];
  return ja !== undefined && jb !== undefined && JSON.stringify(ja) === JSON.stringify(jb);
}
