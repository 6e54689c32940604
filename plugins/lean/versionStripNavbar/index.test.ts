import type { PostCssOptions } from '@docusaurus/types';
import postcss, { type AcceptedPlugin } from 'postcss';
import { describe, expect, it } from 'vitest';
import versionStripNavbar from '.';

const plugins = () => {
  const options = versionStripNavbar().configurePostCss!({ plugins: [] } as unknown as PostCssOptions);
  return options.plugins as AcceptedPlugin[];
};

describe('versionStripNavbar', () => {
  it("appends the hidden-navbar rule to the site's own stylesheet", async () => {
    const result = await postcss(plugins()).process('.a{color:red}', { from: '/site/src/css/custom.css' });
    expect(result.css).toContain(".navbar[class*='navbarHidden']");
    expect(result.css).toMatch(/\.doc-version-strip\s*\{\s*top:\s*0;?\s*\}/);
  });

  it('leaves every other stylesheet alone', async () => {
    const result = await postcss(plugins()).process('.a{color:red}', { from: '/site/src/theme/x.module.css' });
    expect(result.css).toBe('.a{color:red}');
  });
});
