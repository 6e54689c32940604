import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * WebKitWebDriver speaks classic WebDriver only: no console or error events reach the client, and
 * MiniBrowser's console-to-stdout setting does not apply to the views automation opens. So the WebKit run
 * reaches the site through this proxy, which adds one same-origin script at the top of every HTML page
 * (the site's CSP allows 'self' scripts) that records what Firefox's BiDi session reports as events.
 */
export const recorderPath = '/__engine-error-recorder.js';

/** A page that shows `?path=` in a frame of `?width=`×`?height=` CSS pixels (see EngineSession.openInViewport). */
export const viewportPagePath = '/__engine-viewport';

function viewportPage(query: URLSearchParams): string {
  const requested = query.get('path') ?? '/';
  const size = (name: string) => Number.parseInt(query.get(name) ?? '', 10) || 0;
  // Only a path of the site: the frame must be same-origin for the checks to read it.
  const path = requested.startsWith('/') && !requested.startsWith('//') ? requested : '/';
  const src = path.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html><html><body style="margin:0"><iframe title="viewport" src="${src}" width="${size('width')}" height="${size('height')}" style="border:0;display:block"></iframe></body></html>`;
}

/** Runs before any of the page's own scripts; the checks read and empty `window.__engineProblems`. */
const recorderSource = `(() => {
  const problems = (window.__engineProblems = []);
  const describe = (value) => (value instanceof Error ? value.message : String(value));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push('console error: ' + args.map(describe).join(' '));
    consoleError(...args);
  };
  addEventListener('error', (event) => problems.push('uncaught: ' + describe(event.error ?? event.message)));
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + describe(event.reason)));
})();
`;

/** `html` with the recorder as the first element of its head. */
export function withRecorder(html: string): string {
  return html.replace(/<head(?=[\s>])[^>]*>/i, (head) => `${head}<script src="${recorderPath}"></script>`);
}

/** Proxies every request to `upstream` (host:port), adding the recorder to HTML; resolves to its own origin. */
export async function startRecordingProxy(upstream: URL): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === recorderPath) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(recorderSource);
      return;
    }
    const target = new URL(incoming.url ?? '/', 'http://proxy');
    if (target.pathname === viewportPagePath) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(viewportPage(target.searchParams));
      return;
    }
    // Uncompressed, so that HTML can be rewritten; conditional requests dropped, so that a 304 never skips it.
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'accept-encoding': 'identity' };
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')));
          const { etag: _etag, 'last-modified': _lastModified, ...kept } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
