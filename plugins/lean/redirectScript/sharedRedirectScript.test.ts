import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../scripts/postbuild/contentSecurityPolicy.mjs';
import { sharedRedirectScript, shareRedirectScript } from './sharedRedirectScript.mjs';

/** A redirect page as the installed @docusaurus/plugin-client-redirects writes it, never a copy. */
const pageTo = (toUrl: string) =>
  (
    createRequire(import.meta.url)('@docusaurus/plugin-client-redirects/lib/createRedirectPageContent.js') as {
      default: (options: { toUrl: string }) => string;
    }
  ).default({ toUrl });
const redirectPage = pageTo('/demo');

describe('shareRedirectScript', () => {
  it('gives every redirect page the same script, which reads the target from the canonical link', () => {
    const shared = shareRedirectScript(redirectPage);
    expect(shared).toContain(sharedRedirectScript);
    expect(shared).not.toContain("'/demo' +");
    expect(inlineScriptHashes(shared)).toEqual(
      inlineScriptHashes(shareRedirectScript(redirectPage.replaceAll('/demo', '/api'))),
    );
  });

  it('leaves other pages and pages already rewritten alone', () => {
    const other = '<html><script>window.location.href = x</script></html>';
    expect(shareRedirectScript(other)).toBe(other);
    const shared = shareRedirectScript(redirectPage);
    expect(shareRedirectScript(shared)).toBe(shared);
  });

  it('stops the build on a redirect page of another shape, never leaving it as it is', () => {
    const mismatched = redirectPage.replace('href="/demo"', 'href="/elsewhere"');
    expect(() => shareRedirectScript(mismatched)).toThrow(/canonical link to \/elsewhere.*sharedRedirectScript/s);
    const otherScript = redirectPage.replace(/<script>[\s\S]*<\/script>/, '<script>location.replace("/demo")</script>');
    expect(() => shareRedirectScript(otherScript)).toThrow(/no script of the form it knows/);
  });

  it('redirects to the same place as the original script', () => {
    const shared = shareRedirectScript(redirectPage);
    const script = /<script>([\s\S]*)<\/script>/.exec(shared)?.[1] ?? '';
    const location = { href: '', search: '?q=1', hash: '#top' };
    const document = {
      querySelector: (selector: string) =>
        selector === 'link[rel=canonical]' ? { getAttribute: () => '/demo' } : null,
    };
    new Function('window', 'document', script)({ location }, document);
    expect(location.href).toBe('/demo?q=1#top');
  });
});
