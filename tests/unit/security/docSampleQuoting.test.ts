import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoots, markdownFiles } from '../docsMarkdownFiles';

/**
 * Readers copy the docs' processors into servers, so a visible sample must not write a rule's value into a query
 * text between quotes of its own (`DATE '${rule.value}'`) unless it first checks the value's shape, nor into a
 * regular expression unescaped: a crafted value would become query syntax. Hidden check blocks are not copied.
 */
const root = join(__dirname, '..', '..', '..');

interface Block {
  readonly where: string;
  readonly code: string;
}

export function visibleCodeBlocks(file: string, text: string): Block[] {
  const blocks: Block[] = [];
  const fence = /^(\s*)(```+|~~~+)([^\n]*)\n([\s\S]*?)^\1\2\s*$/gm;
  for (const match of text.matchAll(fence)) {
    const info = match[3] ?? '';
    if (!/^(ts|tsx|js|jsx|typescript|javascript)\b/.test(info.trim()) || /\bhidden\b/.test(info)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    blocks.push({ where: `${file}:${line}`, code: match[4] ?? '' });
  }
  return blocks;
}

/** A rule's value placed between the sample's own quotes, or at the edge of a regular expression. */
const quotedValue = /(['"])\$\{[^}]*\brule\.value\b[^}]*\}\1/;
const regexValue = /\$regex:\s*`[^`]*\$\{(?![^}]*escape)[^}]*\brule\.value\b/i;
/** A shape check on the value before it is written bare (`/^\d{4}-\d{2}-\d{2}$/.test(rule.value)`). */
const shapeCheck = /\.test\(\s*(rule\.)?value\s*\)/;

export function unsafeInterpolations(blocks: readonly Block[]): string[] {
  return blocks.flatMap(({ where, code }) => [
    ...(quotedValue.test(code) && !shapeCheck.test(code) ? [`${where}: a value between the sample's own quotes`] : []),
    ...(regexValue.test(code) ? [`${where}: a value in a regular expression, unescaped`] : []),
  ]);
}

describe('docs samples that build query text', () => {
  const blocks = docsRoots.flatMap((dir) =>
    markdownFiles(dir).flatMap((file) =>
      visibleCodeBlocks(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')),
    ),
  );

  it('finds the code blocks of every docs version', () => {
    for (const dir of docsRoots)
      expect(
        blocks.some(({ where }) => where.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
    expect(blocks.length).toBeGreaterThan(400);
  });

  it('flags the patterns it looks for', () => {
    const sample = (code: string) => unsafeInterpolations([{ where: 'x', code }]);
    expect(sample("const p = (rule) => `DATE '${rule.value}'`;")).toHaveLength(1);
    expect(sample("const p = (rule) => isoDate.test(rule.value) ? `DATE '${rule.value}'` : other;")).toHaveLength(0);
    expect(sample('JSON.stringify({ a: { $regex: `^${rule.value}$` } })')).toHaveLength(1);
    expect(sample('JSON.stringify({ a: { $regex: `^${escapeRegExp(String(rule.value))}$` } })')).toHaveLength(0);
  });

  it('never writes a value into query text unchecked', () => {
    expect(unsafeInterpolations(blocks)).toEqual([]);
  });
});
