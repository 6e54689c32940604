import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { useEffect, useState, type ReactNode } from 'react';
import { links } from '@site/config/links';

const redirectSeconds = 5;

export default function Discord(): ReactNode {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(redirectSeconds);

  useEffect(() => {
    if (secondsLeft === null) return undefined;
    if (secondsLeft === 0) {
      window.location.assign(links.discordInvite);
      return undefined;
    }
    const timer = window.setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <Layout
      title="Discord"
      description="Join the React Query Builder community on Discord to ask questions, share what you built and follow development."
    >
      <main className="container margin-vert--xl">
        <h1>Join us on Discord</h1>
        <p>
          The React Query Builder Discord server is where users and maintainers talk: ask how to do something, show what
          you built, and hear about new releases. For bug reports and feature requests, please open a{' '}
          <Link href={links.issues}>GitHub issue</Link> so they can be tracked.
        </p>
        <p>
          <Link className="button button--primary button--lg" href={links.discordInvite}>
            Open the Discord invite
          </Link>
        </p>
        <p role="status" aria-live="polite">
          {secondsLeft === null ? (
            'Automatic redirect cancelled.'
          ) : (
            <>
              Taking you to Discord in {secondsLeft} s…{' '}
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setSecondsLeft(null)}
              >
                Stay here
              </button>
            </>
          )}
        </p>
      </main>
    </Layout>
  );
}
