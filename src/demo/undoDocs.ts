import { siteLibraryVersion } from '../../config/docsVersions';

/** Where the demo's Undo and Redo buttons lead: the demo's release has no undo of its own, so they are the demo's. */
export const undoDocs = '/docs/tips/external-controls#undo-and-redo';
export const undoDocsLabel = `Undo and redo are this demo's own, not a ${siteLibraryVersion} prop: how to build them`;
