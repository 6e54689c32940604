import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { upgradeGuideOf } from '@site/src/addresses/upgradeGuide';
import { docsVersionLabel } from '@site/config/docsVersions';

/** Under an archived version's banner: the guide that upgrades this version's readers by one major. */
export default function UpgradeGuideNote({ versionName }: { readonly versionName: string }): ReactNode {
  const guide = upgradeGuideOf(versionName);
  if (!guide) return null;
  return (
    <p className="margin-bottom--md" data-testid="upgrade-guide">
      {`Upgrading from ${docsVersionLabel(versionName)}? Read `}
      <Link to={guide.path}>{`Migrating to v${guide.toMajor}`}</Link>.
    </p>
  );
}
