import { isSentFromOtherVersion, sentFromNote } from '@site/src/addresses/otherVersions';
import type { ReactNode } from 'react';

/** The note above a page the reader was sent to from another version's address (theme/NotFound/Content). */
export default function SentFromNote({
  state,
  version,
}: {
  readonly state: unknown;
  readonly version: { readonly name: string; readonly label: string };
}): ReactNode {
  if (!isSentFromOtherVersion(state)) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="note" data-testid="sent-from-other-version">
      {sentFromNote(state, version)}
    </div>
  );
}
