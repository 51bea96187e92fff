// Text out of PDF (pdfjs-dist), .docx (mammoth) and .doc (word-extractor) files, each parsed in a worker thread
// with a time limit and a memory cap. The bytes live in memory only: nothing is written to disk.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export type ExtractableType = 'pdf' | 'docx' | 'doc';

export class ExtractionError extends Error {}

export interface TextExtractor {
  extract(type: ExtractableType, bytes: Buffer): Promise<string>;
}

const WORKER_FILE = join(__dirname, 'text-extraction.worker.mjs');

export function textExtractor({ timeoutMs, maxChars, memoryMb = 256 }: { timeoutMs: number; maxChars: number; memoryMb?: number }): TextExtractor {
  return {
    extract(type, bytes) {
      // A copy the worker owns: the caller's buffer may be a slice of a pooled one.
      const data = new Uint8Array(bytes).buffer;
      return new Promise<string>((resolve, reject) => {
        const worker = new Worker(WORKER_FILE, {
          workerData: { kind: type, bytes: data, maxChars },
          transferList: [data],
          resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
          stdout: true,
          stderr: true,
        });
        // The parsers' console chatter is not the service's log.
        worker.stdout.resume();
        worker.stderr.resume();
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          outcome();
        };
        const timer = setTimeout(() => finish(() => reject(new ExtractionError(`extraction took longer than ${timeoutMs} ms`))), timeoutMs);
        worker.once('message', (message: { text?: string; error?: string }) =>
          finish(() => (typeof message.text === 'string' ? resolve(message.text) : reject(new ExtractionError(message.error ?? 'extraction failed')))),
        );
        worker.once('error', (error) => finish(() => reject(new ExtractionError(error.message))));
        worker.once('exit', (code) => finish(() => reject(new ExtractionError(`extraction stopped (exit ${code})`))));
      });
    },
  };
}
