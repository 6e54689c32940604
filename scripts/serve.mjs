// @ts-check
/**
 * Static file server for the production build in `build/`: clean URLs, `.html`/`/index.html` paths
 * redirected to their clean path, long immutable caching for hashed assets, short caching for pages,
 * and the not-found page with a real 404 status.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveRequest } from './serveRoutes.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
  },
});
const root = resolve(values.dir ?? 'build');

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** @param {string} path */
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** @param {string} urlPath */
function toFsPath(urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const decision = await resolveRequest(url.pathname, async candidate => {
    const fsPath = toFsPath(candidate);
    return fsPath !== undefined && (await isFile(fsPath));
  });
  if (decision.kind === 'redirect') {
    res.writeHead(301, { Location: decision.location + url.search, 'Cache-Control': 'public, max-age=3600' });
    res.end();
    return;
  }
  const fsPath = toFsPath(decision.file);
  if (!fsPath) {
    res.writeHead(400).end();
    return;
  }
  const type = contentTypes[extname(fsPath)] ?? 'application/octet-stream';
  const immutable = decision.file.startsWith('/assets/');
  res.writeHead(decision.kind === 'notFound' ? 404 : 200, {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(fsPath).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
