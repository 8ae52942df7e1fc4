import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { storableText } from '@app/core';
import type { DocumentContentType } from '../domain/content-type';
import { PARSER_PROCESS_SOURCE } from './parser-process';
import { rtfToText } from './rtf-text';
import { zipInflationProblem } from './zip-inflation';

/** Extracted text kept per document (characters); the rest is cut. Documented in docs/operations.md. */
export const TEXT_MAX_CHARS = 1_000_000;

export type Extraction = { textStatus: 'extracted'; text: string } | { textStatus: 'unsupported' } | { textStatus: 'failed'; reason: string };

export interface ExtractionLimits {
  timeoutMs: number;
  /** Resident memory of the parser process (its heap is capped to the same), MiB. */
  memoryMb: number;
  maxPdfPages: number;
}

const PARSER_MODULES = { unpdf: require.resolve('unpdf'), mammoth: require.resolve('mammoth') };

/**
 * The text of a document: text and RTF here; PDF and DOCX in a child process with bounded memory
 * and a deadline (a DOCX whose ZIP declares too much is not even inflated), so a hostile file fails
 * alone; images and DOC are `unsupported`.
 */
export async function extractText(contentType: DocumentContentType, bytes: Buffer, limits: ExtractionLimits): Promise<Extraction> {
  switch (contentType) {
    case 'text/plain':
      return extracted(bytes.toString('utf8'));
    case 'application/rtf':
      return extracted(rtfToText(bytes.toString('latin1')));
    case 'application/pdf':
      return inChildProcess('pdf', bytes, limits);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const problem = zipInflationProblem(bytes, limits.memoryMb * 1024 * 1024);
      return problem === null ? inChildProcess('docx', bytes, limits) : { textStatus: 'failed', reason: problem };
    }
    case 'application/msword':
    case 'image/png':
    case 'image/jpeg':
      return { textStatus: 'unsupported' };
  }
}

function extracted(text: string): Extraction {
  // U+FFFD, not nothing, where a NUL was: the words on either side stay apart for search.
  return { textStatus: 'extracted', text: storableText(text.slice(0, TEXT_MAX_CHARS)) };
}

/** Output of the parser process kept at most: the capped text as JSON, with room for escapes. */
const MAX_OUTPUT_BYTES = TEXT_MAX_CHARS * 8;
const RSS_SAMPLE_MS = 10;

/**
 * Parses in a child process: its heap capped by --max-old-space-size, its resident memory (heap,
 * ArrayBuffers and native zlib alike) sampled from /proc on Linux and the process killed past
 * `memoryMb`, and killed at the deadline. When it ends, all its memory goes back to the system; the
 * worker holds only the document's bytes and the text (docs/operations.md).
 */
function inChildProcess(format: 'pdf' | 'docx', bytes: Buffer, limits: ExtractionLimits): Promise<Extraction> {
  const settings = JSON.stringify({ format, maxPdfPages: limits.maxPdfPages, maxChars: TEXT_MAX_CHARS, modules: PARSER_MODULES });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.memoryMb}`, '-e', PARSER_PROCESS_SOURCE, settings], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { PATH: process.env.PATH ?? '' },
    });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let settled = false;
    const settle = (result: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(() => settle({ textStatus: 'failed', reason: `parsing took longer than ${limits.timeoutMs} ms` }), limits.timeoutMs);
    const sampler = setInterval(() => {
      const rss = residentBytesOf(child.pid);
      if (rss !== null && rss > limits.memoryMb * 1024 * 1024)
        settle({
          textStatus: 'failed',
          reason: `the parser needed more than ${limits.memoryMb} MiB of memory (${Math.round(rss / 1024 / 1024)} MiB when stopped)`,
        });
    }, RSS_SAMPLE_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) return settle({ textStatus: 'failed', reason: 'the parser wrote more than the text cap' });
      output.push(chunk);
    });
    // A parser that exits before reading everything (killed) closes stdin: not an error of the worker.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
    child.once('error', (error) => settle({ textStatus: 'failed', reason: error.message }));
    child.once('close', (code, signal) => {
      let message: { text?: string; error?: string } | undefined;
      try {
        message = JSON.parse(Buffer.concat(output).toString('utf8')) as { text?: string; error?: string };
      } catch {
        message = undefined;
      }
      if (message?.text !== undefined) return settle(extracted(message.text));
      if (message?.error !== undefined) return settle({ textStatus: 'failed', reason: message.error });
      // V8 aborts a process out of heap (SIGABRT, exit 134).
      settle({ textStatus: 'failed', reason: `the parser ended without text (${signal ?? `exit code ${code}`}; out of memory or crashed)` });
    });
  });
}

/** Resident memory of a process from /proc (Linux); null elsewhere or once it is gone. */
function residentBytesOf(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return match === null ? null : Number(match[1]) * 1024;
  } catch {
    return null;
  }
}
