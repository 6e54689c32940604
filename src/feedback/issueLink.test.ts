import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl } from './issueLink';
import { titledIssueUrl } from './issueTitle';
import { textOf } from './textOf';

const issues = 'https://github.com/react-querybuilder/react-querybuilder/issues';
const place = {
  pageUrl: 'https://react-querybuilder.js.org/docs/next/utils/export#parse-numbers',
  pageTitle: 'Export',
  docsVersion: 'Next',
};

describe('feedbackIssueUrl', () => {
  it('opens a new issue of the site repository with the page, version, section and choice', () => {
    const url = new URL(feedbackIssueUrl(issues, place, { kind: 'section', sectionTitle: 'Parse numbers' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${issues}/new`);
    expect(url.searchParams.get('title')).toBe('Docs (Next): Export › Parse numbers');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('**Page:** https://react-querybuilder.js.org/docs/next/utils/export#parse-numbers');
    expect(body).toContain('**Docs version:** Next');
    expect(body).toContain('**Section:** Parse numbers');
    expect(body).toContain('**Feedback:** Suggest an improvement');
  });

  it('says which answer the reader gave to "Was this page helpful?"', () => {
    const yes = new URL(feedbackIssueUrl(issues, place, { kind: 'page', helpful: true }));
    const no = new URL(feedbackIssueUrl(`${issues}/`, place, { kind: 'page', helpful: false }));
    expect(yes.searchParams.get('title')).toBe('Docs (Next): Export was helpful');
    expect(yes.searchParams.get('body')).toContain('**Was this page helpful?** Yes');
    expect(no.searchParams.get('title')).toBe('Docs (Next): Export was not helpful');
    expect(no.searchParams.get('body')).toContain('**Was this page helpful?** No');
    expect(no.pathname).toBe('/react-querybuilder/react-querybuilder/issues/new');
  });

  it('keeps hostile titles inside their parameters', () => {
    const url = new URL(
      feedbackIssueUrl(issues, { ...place, pageTitle: 'a&b=c#d' }, { kind: 'section', sectionTitle: '?x=<y>' }),
    );
    expect(url.searchParams.get('title')).toBe('Docs (Next): a&b=c#d › ?x=<y>');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
  });
});

describe('titledIssueUrl', () => {
  it('holds the same title as the full form, and nothing else', () => {
    const choice = { kind: 'section', sectionTitle: '?x=<y> & z' } as const;
    const brief = new URL(titledIssueUrl(`${issues}/`, place, choice));
    const full = new URL(feedbackIssueUrl(issues, place, choice));
    expect(`${brief.origin}${brief.pathname}`).toBe(`${issues}/new`);
    expect(brief.searchParams.get('title')).toBe(full.searchParams.get('title'));
    expect([...brief.searchParams.keys()]).toEqual(['title']);
  });
});

describe('textOf', () => {
  it('reads the text of nested inline elements', () => {
    const children = ['Use ', createElement('code', null, 'formatQuery'), createElement('em', null, ' with ', 42)];
    expect(textOf(children)).toBe('Use formatQuery with 42');
    expect(textOf(null)).toBe('');
  });
});
