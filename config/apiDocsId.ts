/** The API reference's docs plugin id: read by config/api.ts and by theme code that treats API pages apart. */
export const apiDocsId = 'api';
