// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The id of a named chunk, from a bundler runtime's chunk name → id map (Docusaurus' `gca`, or a worker's own), or
 * undefined.
 * @param {string} runtime the runtime's source @param {string} name
 */
export function chunkIdOf(runtime, name) {
  return new RegExp(`[{,]"?${escape(name)}"?:"(\\d+)"`).exec(runtime)?.[1];
}

/**
 * The URL of a named chunk's file in a build (highlighter, local-search-bar…): named after the chunk, or after its id
 * when the lean layer's chunkFilesById names files so (plugins/lean/chunkFilesById).
 * @param {string} buildDir @param {string} name @returns {RegExp}
 */
export function chunkFilePattern(buildDir, name) {
  const scripts = path.join(buildDir, 'assets', 'js');
  const runtime = readdirSync(scripts).find((file) => /^runtime~main\.\w+\.js$/.test(file));
  const id = runtime ? chunkIdOf(readFileSync(path.join(scripts, runtime), 'utf8'), name) : undefined;
  const files = id === undefined ? escape(name) : `(?:${escape(name)}|${id})`;
  return new RegExp(`/assets/js/${files}\\.[0-9a-f]+\\.js$`);
}
