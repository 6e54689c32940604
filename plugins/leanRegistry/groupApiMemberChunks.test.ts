import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { groupApiMemberChunks } = require('./groupApiMemberChunks.cjs') as {
  groupApiMemberChunks: (source: string) => string;
};

describe('groupApiMemberChunks', () => {
  it('names the chunk of an API member page after its module, kind and initial', () => {
    const entry = (name: string, file: string) =>
      `"k": [() => import(/* webpackChunkName: "${name}" */ "@site/api/${file}.md"), "@site/api/${file}.md"]`;
    expect(groupApiMemberChunks(entry('22fdfd67', 'functions/react_querybuilder.formatQuery'))).toBe(
      entry('api-functions-react_querybuilder-f', 'functions/react_querybuilder.formatQuery'),
    );
    expect(groupApiMemberChunks(entry('1', 'type-aliases/react_querybuilder_antd.AntDValueSelectorProps'))).toBe(
      entry(
        'api-type-aliases-react_querybuilder_antd-a',
        'type-aliases/react_querybuilder_antd.AntDValueSelectorProps',
      ),
    );
  });

  it('leaves every other page its own chunk', () => {
    for (const file of ['api/interfaces/react_querybuilder.RuleType', 'api/modules/react_querybuilder', 'docs/intro']) {
      const entry = `[() => import(/* webpackChunkName: "abc" */ "@site/${file}.md"), "@site/${file}.md"]`;
      expect(groupApiMemberChunks(entry)).toBe(entry);
    }
  });
});
