import { wrapChunkAsset } from '../wrapChunkAsset';
import { mergedChunksAsUndefined } from './mergedChunks';

// A chunk merged into another gets no URL, as the core's prefetch expects; see mergedChunks.ts.
wrapChunkAsset(mergedChunksAsUndefined);
