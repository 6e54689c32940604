import { Buffer } from 'buffer';

// @ldapjs/filter keeps values in Node's Buffer, a global that browsers lack: the worker gets the buffer package's.
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
