import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A connection for the `pg` driver that carries its wire protocol to PGlite in this process, so that the real
 * driver (its value encoding, its protocol) runs against PostgreSQL without a server. @electric-sql/pglite-socket
 * does the same over TCP, but pins PGlite 0.5.14 and eight extension packages as peers.
 */
export class PGliteStream extends Duplex {
  constructor(private readonly db: PGlite) {
    super();
  }

  // pg calls these on a TCP socket; here they have nothing to do.
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // A Terminate message ends the session; PGlite would stop its one backend, which the next client still needs.
    if (chunk.length === 5 && chunk[0] === 0x58) {
      this.push(null);
      done();
      return;
    }
    this.db.execProtocolRaw(new Uint8Array(chunk)).then((reply) => {
      if (reply.length > 0) this.push(Buffer.from(reply));
      done();
    }, done);
  }
}
