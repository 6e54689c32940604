// @ts-check
/**
 * Production server for the build in `build/`. Files are sent by sirv (precompressed `.br`/`.gz` copies,
 * ETag and 304, Range); this module only decides which file answers a URL and with which headers: clean
 * URLs, 301s from `.html`/`.htm`/`/index.html`/trailing-slash paths to their clean path, a year of
 * immutable caching for hashed files and revalidation for the rest, the Content-Security-Policy the
 * postbuild step computed and nosniff on every response, and the not-found page with a real 404.
 * Malformed targets get a 400; no request ends the process, and every file is closed when its client
 * goes away. deploy/nginx/site.conf answers the same way.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { clientRedirects, securityHeaders as hostingSecurityHeaders } from './hosting/rules.mjs';
import { policyFileName, requestOrigin, withOrigins } from './postbuild/contentSecurityPolicy.mjs';
import {
  cacheControlFor,
  encodePath,
  negotiateEncoding,
  parseRequestTarget,
  resolveRequest,
  revalidatedCaching,
} from './serveRoutes.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
  },
});
const root = resolve(values.dir ?? 'build');

const contentSecurityPolicy = await readFile(join(root, policyFileName), 'utf8').then(
  (text) => text.trim(),
  () => {
    console.warn(
      `No ${policyFileName} in ${root} (built without npm's postbuild step?): serving without a Content-Security-Policy.`,
    );
    return undefined;
  },
);

/** Every file of the build as a URL path, read once like sirv's own index (the build does not change while served). */
const files = new Set(
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => `/${name.split(sep).join('/')}`)
    // sirv leaves dotfiles out too.
    .filter((path) => !/\/\./.test(path) && statSync(join(root, path)).isFile()),
);

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  // The Run tab's engines: WebAssembly.compileStreaming insists on this type; PGlite's file system image.
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
};

const securityHeaders = hostingSecurityHeaders(contentSecurityPolicy);

/** The sandbox's preview frame (src/sandbox/PreviewFrame.tsx loads /sandbox/frame into a sandboxed iframe). */
const sandboxFrameFile = '/sandbox/frame.html';

/** Old addresses the build keeps a client-side redirect page for: answered with a 301, as static hosts do. */
const moved = new Map(clientRedirects(root).map(({ from, to }) => [from, to]));

/** @param {import('node:http').ServerResponse} res */
function setSecurityHeaders(res) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
}

/** @param {string} file */
const compressedCopies = (file) => ({ br: files.has(`${file}.br`), gzip: files.has(`${file}.gz`) });

// sirv answers every file it finds with 200, so the not-found page (small) is sent from memory with its 404.
const notFoundFile = '/404.html';
const notFoundPage = Object.fromEntries(
  await Promise.all(
    /** @type {const} */ (['', '.br', '.gz']).map(async (suffix) => [
      suffix,
      files.has(notFoundFile + suffix) ? await readFile(join(root, notFoundFile + suffix)) : undefined,
    ]),
  ),
);

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function sendNotFound(req, res) {
  const available = { br: notFoundPage['.br'] !== undefined, gzip: notFoundPage['.gz'] !== undefined };
  const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
  const body =
    (encoding === 'br' ? notFoundPage['.br'] : encoding === 'gzip' ? notFoundPage['.gz'] : notFoundPage['']) ??
    Buffer.from('Not found\n');
  res.writeHead(404, {
    'Content-Type': notFoundPage[''] ? contentTypes['.html'] : contentTypes['.txt'],
    'Cache-Control': revalidatedCaching,
    'Content-Length': body.length,
    ...(available.br || available.gzip ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {Record<string, string>} [headers] */
function sendEmpty(res, status, headers = {}) {
  res.writeHead(status, { 'Cache-Control': revalidatedCaching, 'Content-Length': 0, ...headers }).end();
}

const sendFile = sirv(root, {
  etag: true,
  brotli: true,
  gzip: true,
  // Clean URLs are resolved before sirv is asked, always for a file's own path.
  extensions: [],
  onNoMatch: (req, res) => sendNotFound(req, res),
  setHeaders: (res, pathname) => {
    // sirv announces Vary for every file; like nginx, only files with a compressed copy vary.
    const copies = compressedCopies(pathname);
    if (!copies.br && !copies.gzip) res.removeHeader('Vary');
  },
});

/** A byte range sirv handles correctly (one range, start before end); other Range headers are ignored, as RFC 9110 allows. */
function isSimpleRange(/** @type {string} */ range) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  return match !== null && (match[2] === '' || Number(match[1]) <= Number(match[2]));
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
async function handle(req, res) {
  setSecurityHeaders(res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendEmpty(res, 405, { Allow: 'GET, HEAD' });
    return;
  }
  const target = parseRequestTarget(req.url);
  if (!target) {
    sendEmpty(res, 400);
    return;
  }
  const decision = await resolveRequest(target.path, async (file) => files.has(file), moved);
  if (decision.kind === 'redirect') {
    const location = encodePath(decision.location) + target.search;
    // parseRequestTarget merged the slashes; this guards the one property that matters against a future change.
    if (!/^\/(?![/\\])/.test(location)) throw new Error(`refusing to redirect to ${location}`);
    sendEmpty(res, 301, { Location: location });
    return;
  }
  if (decision.kind === 'notFound') {
    sendNotFound(req, res);
    return;
  }
  const copies = compressedCopies(decision.file);
  // Our negotiation honours q=0 and the wildcard; sirv then only has to find the copy named here.
  req.headers['accept-encoding'] = negotiateEncoding(req.headers['accept-encoding'], copies) ?? 'identity';
  if (req.headers.range !== undefined && !isSimpleRange(req.headers.range)) delete req.headers.range;
  if (decision.file === sandboxFrameFile && contentSecurityPolicy) {
    // The policy names the published origin; when served elsewhere (a preview, the tests), WebKit also needs the
    // origin this request reached, or the frame's own files are refused (withOrigins says why).
    const origin = requestOrigin(req.headers.host);
    if (origin) res.setHeader('Content-Security-Policy', withOrigins(contentSecurityPolicy, [origin]));
  }
  res.setHeader('Cache-Control', cacheControlFor(decision));
  res.setHeader('Content-Type', contentTypes[extname(decision.file)] ?? 'application/octet-stream');
  if (copies.br || copies.gzip) res.setHeader('Vary', 'Accept-Encoding');
  // sirv finds files by the request's URL; it percent-decodes with decodeURI, so "?" and "#" stay encoded.
  req.url = encodeURI(decision.file).replace(/[?#]/g, encodeURIComponent);
  sendFile(req, res);
}

/** @param {import('node:http').ServerResponse} res @param {unknown} error */
function fail(res, error) {
  console.error('serve.mjs: request failed:', error);
  if (res.headersSent) res.destroy();
  else sendEmpty(res, 500);
}

const server = createServer((req, res) => {
  // A file piped into a response stays open if its client hangs up (pipe only stops reading): close it with the response.
  res.on('pipe', (source) => {
    res.once('close', () => source.destroy());
    source.once('error', (/** @type {Error} */ error) => fail(res, error));
  });
  handle(req, res).catch((error) => fail(res, error));
});

// CONNECT bypasses the request handler; without a listener Node drops the connection unanswered.
server.on('connect', (_req, socket) => {
  socket.on('error', () => socket.destroy());
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
});

server.on('error', (error) => {
  console.error(`serve.mjs: cannot serve on ${values.host}:${values.port}:`, error.message);
  process.exit(1);
});

// Last line of defence: a bug outside a request's own promise is logged, and the server keeps serving.
process.on('uncaughtException', (error) => console.error('serve.mjs: uncaught exception:', error));
process.on('unhandledRejection', (error) => console.error('serve.mjs: unhandled rejection:', error));

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
