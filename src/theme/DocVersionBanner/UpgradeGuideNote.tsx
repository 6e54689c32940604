import Link from '@docusaurus/Link';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';
import { archivedUpgradeGuideOf } from '@site/src/addresses/archivedUpgradeGuide';

/** Under an archived version's banner: the guide that upgrades this version's readers by one major. */
export default function UpgradeGuideNote({
  versionName,
  versionLabel,
}: {
  readonly versionName: string;
  readonly versionLabel: string;
}): ReactNode {
  // From the docs plugin's versions, not config/docsVersions: every docs and API page would carry the release table.
  const guide = archivedUpgradeGuideOf(versionName, useVersions('default'));
  if (!guide) return null;
  return (
    <p className="margin-bottom--md" data-testid="upgrade-guide">
      {`Upgrading from ${versionLabel}? Read `}
      <Link to={guide.path}>{`Migrating to v${guide.toMajor}`}</Link>.
    </p>
  );
}
