/** Where the demo's Undo and Redo buttons lead: 7.7.1 has no undo of its own, so they are the demo's, built as shown there. */
export const undoDocs = '/docs/tips/external-controls#undo-and-redo';
export const undoDocsLabel = "Undo and redo are this demo's own, not a 7.7.1 prop: how to build them";
