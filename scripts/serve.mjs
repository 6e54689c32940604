// @ts-check
/**
 * Static file server for the production build in `build/`: clean URLs, `.html`/`/index.html` paths
 * redirected to their clean path, the precompressed copies (`.br`, `.gz`, written by scripts/postbuild)
 * chosen by Accept-Encoding, long immutable caching for hashed files and revalidation (ETag) for the
 * rest, the Content-Security-Policy the postbuild step computed, and the not-found page with a real 404.
 * The nginx sample in deploy/nginx sends the same responses.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { policyFileName } from './postbuild/contentSecurityPolicy.mjs';
import { cacheControlFor, negotiateEncoding, resolveRequest, revalidatedCaching } from './serveRoutes.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
  },
});
const root = resolve(values.dir ?? 'build');

const contentSecurityPolicy = await readFile(join(root, policyFileName), 'utf8').then(
  text => text.trim(),
  () => {
    console.warn(`No ${policyFileName} in ${root} (built without npm's postbuild step?): serving without a Content-Security-Policy.`);
    return undefined;
  },
);

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
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
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** @param {string} path */
async function fileStats(path) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} urlPath */
function toFsPath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

/** nginx's ETag format (mtime and size in hex), so a cache sees the same validators from either server. */
function entityTag(/** @type {import('node:fs').Stats} */ stats) {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

/** @type {Record<string, string>} */
const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  ...(contentSecurityPolicy ? { 'Content-Security-Policy': contentSecurityPolicy } : {}),
};

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const decision = await resolveRequest(url.pathname, async candidate => {
    const fsPath = toFsPath(candidate);
    return fsPath !== undefined && (await fileStats(fsPath)) !== undefined;
  });
  if (decision.kind === 'redirect') {
    res.writeHead(301, { Location: decision.location + url.search, 'Cache-Control': revalidatedCaching, 'Content-Length': 0, ...securityHeaders });
    res.end();
    return;
  }
  const fsPath = toFsPath(decision.file);
  const plainStats = fsPath && (await fileStats(fsPath));
  if (!fsPath || !plainStats) {
    res.writeHead(decision.kind === 'notFound' ? 404 : 400, securityHeaders).end();
    return;
  }
  const [brStats, gzipStats] = await Promise.all([fileStats(`${fsPath}.br`), fileStats(`${fsPath}.gz`)]);
  const encoding = negotiateEncoding(req.headers['accept-encoding'], { br: brStats !== undefined, gzip: gzipStats !== undefined });
  const [sentPath, sentStats] = encoding === 'br' ? [`${fsPath}.br`, brStats] : encoding === 'gzip' ? [`${fsPath}.gz`, gzipStats] : [fsPath, plainStats];
  const stats = sentStats ?? plainStats;
  const etag = entityTag(stats);
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': contentTypes[extname(fsPath)] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(decision),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    ...securityHeaders,
  };
  if (brStats || gzipStats) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  const status = decision.kind === 'notFound' ? 404 : 200;
  if (status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sentPath).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
