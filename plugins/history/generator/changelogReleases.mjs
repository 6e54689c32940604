// @ts-check
/**
 * The releases from 6.5.0 to 8.5.0 that react-querybuilder's CHANGELOG.md lists (read at the project's
 * repository). The registry we reach lacks some of them; registryGaps names those. Past 8.5.0 the
 * changelog copy we read ends, and gaps are what semantic versioning implies.
 */
export const changelogReleases = [
  '6.5.0',
  '6.5.1',
  '6.5.2',
  '6.5.3',
  '6.5.4',
  '6.5.5',
  '7.0.0',
  '7.0.1',
  '7.0.2',
  '7.1.0',
  '7.2.0',
  '7.2.1',
  '7.3.0',
  '7.4.0',
  '7.4.1',
  '7.4.2',
  '7.4.3',
  '7.4.4',
  '7.5.0',
  '7.5.1',
  '7.5.2',
  '7.6.0',
  '7.6.1',
  '7.7.0',
  '7.7.1',
  '8.0.0',
  '8.1.0',
  '8.1.1',
  '8.2.0',
  '8.3.0',
  '8.3.1',
  '8.4.0',
  '8.4.1',
  '8.5.0',
];
