import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoadBench } from '../../scripts/bench/load.mjs';
import { eventually, fetchRaw, openDescriptors, startNodeServer, type NodeServer } from './serverProcess';

/**
 * scripts/serve.mjs under hostile and careless clients: malformed and hostile requests on raw sockets,
 * downloads abandoned half-way, and a bounded load run. Counts and memory are asserted; timings never.
 */

const buildDir = resolve('build');

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Exchange {
  /** Status and Location of every response head the server sent on the connection. */
  responses: Array<{ status: number; location: string | undefined }>;
  text: string;
  /** True when the connection was still open when the bound ran out. */
  hung: boolean;
}

/**
 * Sends `bytes` on a fresh connection and collects everything until the server closes it. `halfClose`
 * for bytes that are not a request: the end of input then makes the server answer or close (an HTTP
 * request is instead sent with `Connection: close`, since Node cancels a request whose client half-closes).
 */
function rawExchange(port: number, bytes: Buffer, { halfClose = false, boundMs = 10_000 } = {}): Promise<Exchange> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const bound = setTimeout(() => finish(true), boundMs);
    function finish(hung: boolean) {
      clearTimeout(bound);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const responses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n/g)].map(
        (match) => ({
          status: Number(match[1]),
          location: /^location:[ \t]*([^\r\n]*)/im.exec(match[2] ?? '')?.[1],
        }),
      );
      done({ responses, text, hung });
    }
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may refuse mid-write (431, 400) and reset: what it sent before still counts.
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    if (halfClose) socket.end(bytes);
    else socket.write(bytes);
  });
}

/** Contents outside build/ that a traversal would reveal: the repository's package.json and the system's passwd. */
const outsideSecrets = ['"name": "react-querybuilder-website"', 'root:x:0:0:'];

const traversals = [
  '/../package.json',
  '/..%2fpackage.json',
  '/..%2Fpackage.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/.%2e/package.json',
  '/%2e./package.json',
  '/..%252fpackage.json',
  '/%252e%252e/package.json',
  '/..\\package.json',
  '/..%5cpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/%c0%af../package.json',
  '/..%c0%afpackage.json',
  '/....//package.json',
  '/docs/../../package.json',
  '/docs/%2e%2e/%2e%2e/package.json',
  '/assets/..%2f..%2fpackage.json',
  '/./../package.json',
  '//../package.json',
  '/%2f..%2fpackage.json',
  '/../../../../../../../../etc/passwd',
  '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..;/package.json',
  '/%00/../package.json',
  '/package.json%00.html',
  '/../package.json?x=1',
  '/../package.json#x',
  'http://127.0.0.1/../package.json',
  'http://evil.example/%2e%2e/package.json',
];

/** The killers, off-site redirect attempts and other malformed targets. */
const hostileTargets = [
  '//',
  '///',
  '/\\',
  '//a:b@/',
  '//%00/',
  '/.//evil.example/..%2fdemo/',
  '//evil.example/',
  '//evil.example/demo/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2f%2fevil.example/',
  '/%5c%5cevil.example/',
  '/%2F/evil.example/demo/',
  '/./%2fevil.example/demo/',
  '/demo/..//evil.example/',
  '//evil.example/..%2fdocs/intro.html',
  '/docs/intro.html?//evil.example',
  '/docs/intro.html?next=http://evil.example/',
  '/demo/antd/?%0d%0aLocation:%20//evil.example',
  '/%',
  '/%%',
  '/%zz',
  '/%e0%a4',
  '/%ff',
  '/%c3%28',
  '/%00',
  '/a%00b',
  '/%0d%0aSet-Cookie:%20a=1',
  '/%0aLocation:%20//evil.example',
  '/%09',
  '/%7f',
  '*',
  '',
  'evil.example',
  'evil.example:443',
  'http://evil.example/',
  'http://evil.example//demo/',
  'https://evil.example/docs/intro.html',
  'HTTP://127.0.0.1/demo/antd/',
  'ftp://evil.example/',
  'http://',
  'http:/\\evil.example/',
  '/docs/intro.html/',
  '/index.html/../index.html',
  `/${'a'.repeat(8_000)}`,
  `/${'%2e%2e/'.repeat(1_000)}`,
  `/${'/'.repeat(5_000)}demo/`,
  `/docs/intro?${'q'.repeat(12_000)}`,
  ...traversals,
];

const methods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PATCH',
  'PROPFIND',
  'get',
  'Get',
  'G ET',
  'GET\t',
  '',
  '-',
  'X'.repeat(200),
  'GET\0',
];
const versions = [
  'HTTP/1.1',
  'HTTP/1.0',
  '',
  'HTTP/0.9',
  'HTTP/2.0',
  'HTTP/1.1 extra',
  'HTTPS/1.1',
  'HTTP/1.1\r',
  'http/1.1',
  'HTTP/11',
  'HTTP/1.',
];

interface FuzzCase {
  bytes: Buffer;
  halfClose: boolean;
}

/** A request line and headers around a target, asking the server to close the connection after answering. */
function requestBytes(method: string, target: string, version: string, headers: string[]): Buffer {
  const line = version === '' ? `${method} ${target}` : `${method} ${target} ${version}`;
  return Buffer.from(`${line}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`, 'latin1');
}

const request = (method: string, target: string, version: string, headers: string[]): FuzzCase => ({
  bytes: requestBytes(method, target, version, headers),
  halfClose: false,
});
const raw = (bytes: Buffer | string, halfClose = true): FuzzCase => ({ bytes: Buffer.from(bytes), halfClose });

const headerVariants: string[][] = [
  ['Host: 127.0.0.1'],
  [],
  ['Host: evil.example'],
  ['Host: 127.0.0.1', 'Host: evil.example'],
  ['Host: 127.0.0.1', 'Accept-Encoding: br;q=0, gzip;q=0, *;q=x'],
  ['Host: 127.0.0.1', 'Range: bytes=500-10'],
  ['Host: 127.0.0.1', 'Range: bytes=-5,7-,abc'],
  ['Host: 127.0.0.1', 'Range: bytes=99999999999-'],
  ['Host: 127.0.0.1', 'If-None-Match: *'],
  ['Host: 127.0.0.1', 'Content-Length: 5', 'Content-Length: 6'],
  ['Host: 127.0.0.1', 'Transfer-Encoding: chunked', 'Content-Length: 3'],
  ['Host: 127.0.0.1', 'Transfer-Encoding: chunked\r\n\r\nzz\r\n'],
  ['Host: 127.0.0.1', 'X-Injected: a\rLocation: //evil.example'],
  ['Host: 127.0.0.1', 'X-Injected: a\nLocation: //evil.example'],
  ['Host: 127.0.0.1', 'Bad Header Name: x'],
  ['Host: 127.0.0.1', ' folded: x'],
  ['Host: 127.0.0.1', `X-Long: ${'x'.repeat(20_000)}`],
];

/** Every case: the fixed targets under each method, version and header variant, then generated ones. */
function fuzzCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const target of hostileTargets) cases.push(request('GET', target, 'HTTP/1.1', ['Host: 127.0.0.1']));
  for (const target of hostileTargets.slice(0, 20)) {
    for (const method of methods) cases.push(request(method, target, 'HTTP/1.1', ['Host: 127.0.0.1']));
    for (const version of versions) cases.push(request('GET', target, version, ['Host: 127.0.0.1']));
    for (const headers of headerVariants) cases.push(request('GET', target, 'HTTP/1.1', headers));
  }
  // Header injection through the request line itself, and three requests in one write (pipelining).
  cases.push(raw('GET /demo/antd/\r\nLocation: //evil.example HTTP/1.1\r\nHost: x\r\n\r\n'));
  cases.push(raw('GET /\r\n\r\n'));
  cases.push(
    raw(
      'GET / HTTP/1.1\r\nHost: x\r\n\r\nGET //evil.example/demo/ HTTP/1.1\r\nHost: x\r\n\r\nGET /.//evil.example/..%2fdemo/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      false,
    ),
  );
  cases.push(raw('\r\n\r\n\r\n'));
  cases.push(raw(''));

  const next = random(17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pieces = [
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2f',
    '%5c',
    '%00',
    '%',
    '%e0',
    '%c0%ae',
    '?',
    '#',
    ';',
    '@',
    ':',
    'evil.example',
    'demo',
    'docs',
    'intro.html',
    'index.html',
    'antd',
    '%0d%0a',
    '\t',
    'é',
    '%20',
    '~',
    '*',
  ];
  for (let i = 0; i < 1_500; i++) {
    const kind = next();
    if (kind < 0.15) {
      // Random bytes, from a few to a few kilobytes.
      const length = 1 + Math.floor(next() * 4_000);
      cases.push(raw(Buffer.from(Array.from({ length }, () => Math.floor(next() * 256)))));
    } else if (kind < 0.25) {
      // A plausible start, then random bytes.
      const tail = Buffer.from(Array.from({ length: Math.floor(next() * 300) }, () => Math.floor(next() * 256)));
      cases.push(raw(Buffer.concat([Buffer.from(`GET /${pick(pieces)}`), tail, Buffer.from('\r\n\r\n')])));
    } else {
      // A target assembled from pieces that traversals and off-site redirects are made of.
      const target =
        (next() < 0.8 ? '/' : '') +
        Array.from({ length: 1 + Math.floor(next() * 12) }, () => pick(pieces)).join('') +
        (next() < 0.3 ? '/' : '');
      cases.push(
        request(
          next() < 0.85 ? 'GET' : pick(methods),
          target,
          next() < 0.9 ? 'HTTP/1.1' : pick(versions),
          next() < 0.8 ? ['Host: 127.0.0.1'] : pick(headerVariants),
        ),
      );
    }
  }
  return cases;
}

/** Runs `tasks` with at most `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let index = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (index < items.length) await task(items[index++] as T);
    }),
  );
}

describe('scripts/serve.mjs under hostile requests', () => {
  let server: NodeServer;

  beforeAll(async () => {
    server = await startNodeServer(buildDir);
  }, 30_000);
  afterAll(async () => server?.stop());

  it('answers every malformed or hostile request without exiting, never redirects off-site and never serves a file outside build/', async () => {
    const cases = fuzzCases();
    const problems: string[] = [];
    let responses = 0;
    await inParallel(cases, 16, async ({ bytes, halfClose }) => {
      const exchange = await rawExchange(server.port, bytes, { halfClose });
      const shown = JSON.stringify(bytes.toString('latin1').slice(0, 120));
      responses += exchange.responses.length;
      if (exchange.hung) problems.push(`no answer and no close for ${shown}`);
      // A request sent in full always deserves an answer, if only a 400; a refused connection means the server is gone.
      if (!halfClose && exchange.responses.length === 0) problems.push(`no answer for ${shown}`);
      for (const { status, location } of exchange.responses) {
        if (status >= 500) problems.push(`${status} for ${shown}`);
        if (location !== undefined && !/^\/(?![/\\])/.test(location))
          problems.push(`Location ${location} for ${shown}`);
      }
      for (const secret of outsideSecrets)
        if (exchange.text.includes(secret)) problems.push(`a file outside build/ served for ${shown}`);
    });
    console.log(
      `fuzz: ${cases.length} requests, ${responses} responses, server ${server.child.exitCode === null ? 'alive' : 'exited'}`,
    );
    expect(problems).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(server.log()).not.toMatch(/uncaught|unhandled|request failed/i);
    const home = await fetchRaw(server.port, '/');
    expect(home.status).toBe(200);
    expect(home.body.equals(await readFile(join(buildDir, 'index.html')))).toBe(true);
  }, 120_000);

  it('answers the requests that used to end it with 200 or 400 and redirects on-site', async () => {
    const answers = Object.fromEntries(
      await Promise.all(
        ['//', '///', '/\\', '//a:b@/', '//%00/', '/.//evil.example/..%2fdemo/'].map(async (target) => {
          const [reply] = (await rawExchange(server.port, requestBytes('GET', target, 'HTTP/1.1', ['Host: 127.0.0.1'])))
            .responses;
          return [target, reply] as const;
        }),
      ),
    );
    expect(answers).toEqual({
      '//': { status: 200, location: undefined },
      '///': { status: 200, location: undefined },
      '/\\': { status: 400, location: undefined },
      '//a:b@/': { status: 404, location: undefined },
      '//%00/': { status: 400, location: undefined },
      '/.//evil.example/..%2fdemo/': { status: 301, location: '/demo' },
    });
    for (const target of traversals) {
      const reply = await fetchRaw(server.port, target.replace('#', '%23'));
      expect([400, 404], target).toContain(reply.status);
    }
  }, 30_000);
});

describe('scripts/serve.mjs with clients that hang up', () => {
  let fixture = '';
  let server: NodeServer;
  const largeBytes = 16 * 1024 * 1024;

  beforeAll(async () => {
    // A file far larger than the socket buffers, so every download below is still being read when abandoned.
    fixture = await mkdtemp(join(tmpdir(), 'rqb-serve-'));
    await writeFile(join(fixture, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(join(fixture, '404.html'), '<!doctype html><title>Not found</title>');
    await writeFile(join(fixture, 'large.bin'), Buffer.alloc(largeBytes, 7));
    await writeFile(join(fixture, 'twin.md'), '# Twin\n');
    await writeFile(join(fixture, 'notes.txt'), 'notes\n');
    server = await startNodeServer(fixture);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    if (fixture) await rm(fixture, { recursive: true, force: true });
  });

  it('types Markdown and text files as UTF-8', async () => {
    expect((await fetchRaw(server.port, '/twin.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await fetchRaw(server.port, '/notes.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('closes the file of every download abandoned after its first chunk', async () => {
    // A complete download first, so whatever the server opens once (and keeps) is in the baseline.
    expect((await fetchRaw(server.port, '/large.bin')).body.length).toBe(largeBytes);
    const pid = server.child.pid ?? 0;
    const before = await openDescriptors(pid);
    const aborts = Array.from({ length: 500 }, (_, i) => i);
    let firstChunks = 0;
    await inParallel(aborts, 25, () => {
      return new Promise<void>((done) => {
        const socket = connect(server.port, '127.0.0.1', () =>
          socket.write('GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
        );
        socket.once('data', () => {
          firstChunks++;
          socket.destroy();
        });
        socket.on('error', () => socket.destroy());
        socket.on('close', () => done());
      });
    });
    expect(firstChunks).toBe(500);
    let after = Number.NaN;
    const settled = await eventually(async () => (after = await openDescriptors(pid)) <= before + 2, 15_000);
    console.log(`descriptors: ${before} before, ${after} after 500 abandoned downloads`);
    expect(settled, `${after} descriptors open after the aborts, ${before} before`).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect((await fetchRaw(server.port, '/')).status).toBe(200);
  }, 120_000);
});

describe('scripts/serve.mjs under a bounded load', () => {
  let server: NodeServer;

  beforeAll(async () => {
    server = await startNodeServer(buildDir);
  }, 30_000);
  afterAll(async () => server?.stop());

  it('answers every request of a 10 s loopback run with 2xx and keeps its memory flat', async () => {
    const pid = server.child.pid ?? 0;
    const result = await runLoadBench({ baseUrl: `http://127.0.0.1:${server.port}`, seconds: 10, pid });
    console.log(
      `load: ${result.requests} requests, ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms, ${result.errors} errors, ${result.non2xx} non-2xx, RSS ${result.rssBeforeMb} MB before, ${result.rssAfterMb} MB after`,
    );
    expect(result.requests).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    // Flat: growth bounded by a fixed margin for allocator and JIT noise, not proportional to the requests served.
    expect(result.rssBeforeMb).toBeDefined();
    expect(result.rssAfterMb ?? Infinity).toBeLessThan((result.rssBeforeMb ?? 0) + 32);
  }, 120_000);
});
