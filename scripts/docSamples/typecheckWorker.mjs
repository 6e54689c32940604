// Runs one TypeScript program in a worker thread: a version's type-check blocks for tens of seconds,
// and off the test worker's thread it no longer starves Vitest's RPC (its fixed 60 s timeout fails
// the run on a busy machine even when every test passes).
import { parentPort, workerData } from 'node:worker_threads';
import ts from 'typescript';

/** @type {{ files: string[]; options: import('typescript').CompilerOptions }} */
const { files, options } = workerData;
const program = ts.createProgram(files, options);
const diagnostics = ts.getPreEmitDiagnostics(program).map(diagnostic => {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return { message };
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return { fileName: diagnostic.file.fileName, line, message };
});
parentPort?.postMessage(diagnostics);
