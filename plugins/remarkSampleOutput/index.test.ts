import { createProcessor } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import remarkSampleOutput, { sampleOutputClass } from '.';

const page = [
  '```ts',
  'console.log(1);',
  '```',
  '',
  '> ```json output',
  '> {"a":1}',
  '> ```',
  '',
  '```text rendered',
  'div.rule: 1',
  '```',
  '',
  '```text title="output"',
  'not a flag',
  '```',
].join('\n');

describe('remarkSampleOutput', () => {
  it('gives an output or rendered block, nested ones too, the wrapping class beside its language, and leaves other blocks alone', async () => {
    const processor = createProcessor({ remarkPlugins: [remarkSampleOutput], jsx: true });
    const code = String(await processor.process(page));
    const classes = [...code.matchAll(/<_components\.code className="([^"]*)"/g)].map(([, names]) => names);
    expect(classes).toEqual([
      'language-ts',
      `language-json ${sampleOutputClass}`,
      `language-text ${sampleOutputClass}`,
      'language-text',
    ]);
  });
});
