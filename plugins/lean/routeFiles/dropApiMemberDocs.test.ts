import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropApiMemberDocs } = require('./dropApiMemberDocs.cjs') as {
  dropApiMemberDocs: (source: string) => string | null;
};

const doc = (id: string) => ({ id, path: `/api/${id}`, sidebar: 'apiSidebar' });

describe('dropApiMemberDocs', () => {
  it('drops the member pages of the API instance and keeps its other docs and every other instance', () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: { versions: [{ name: 'current', docs: [{ id: 'functions/x', path: '/docs/functions/x' }] }] },
        api: {
          versions: [
            {
              name: 'current',
              docs: [
                doc('index'),
                doc('modules/react_querybuilder'),
                doc('interfaces/react_querybuilder.RuleType'),
                doc('functions/react_querybuilder.formatQuery'),
                doc('variables/react_querybuilder.defaultOperators'),
                doc('type-aliases/react_querybuilder.Path'),
              ],
            },
          ],
        },
      },
      other: { kept: true },
    };
    const lean = JSON.parse(dropApiMemberDocs(JSON.stringify(data)) ?? 'null');
    expect(lean['docusaurus-plugin-content-docs'].api.versions[0].docs.map((d: { id: string }) => d.id)).toEqual([
      'index',
      'modules/react_querybuilder',
      'interfaces/react_querybuilder.RuleType',
    ]);
    expect(lean['docusaurus-plugin-content-docs'].default).toEqual(data['docusaurus-plugin-content-docs'].default);
    expect(lean.other).toEqual({ kept: true });
  });

  it('leaves global data without an API instance alone', () => {
    expect(dropApiMemberDocs('{"docusaurus-plugin-content-docs":{"default":{"versions":[]}}}')).toBeNull();
  });
});
