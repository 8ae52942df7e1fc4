import { Worker } from 'node:worker_threads';
import { storableText } from '@app/core';
import type { DocumentContentType } from '../domain/content-type';
import { PARSER_THREAD_SOURCE } from './pdf-docx-thread';
import { rtfToText } from './rtf-text';

/** Extracted text kept per document (characters); the rest is cut. Documented in docs/operations.md. */
export const TEXT_MAX_CHARS = 1_000_000;

export type Extraction = { textStatus: 'extracted'; text: string } | { textStatus: 'unsupported' } | { textStatus: 'failed'; reason: string };

export interface ExtractionLimits {
  timeoutMs: number;
  heapMb: number;
  maxPdfPages: number;
}

const PARSER_MODULES = { unpdf: require.resolve('unpdf'), mammoth: require.resolve('mammoth') };

/**
 * The text of a document (CONTRACT §8): text and RTF here; PDF and DOCX in a worker thread with a
 * bounded heap and a deadline, so a hostile file fails alone; images and DOC are `unsupported`.
 */
export async function extractText(contentType: DocumentContentType, bytes: Buffer, limits: ExtractionLimits): Promise<Extraction> {
  switch (contentType) {
    case 'text/plain':
      return extracted(bytes.toString('utf8'));
    case 'application/rtf':
      return extracted(rtfToText(bytes.toString('latin1')));
    case 'application/pdf':
      return inThread('pdf', bytes, limits);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return inThread('docx', bytes, limits);
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

function inThread(format: 'pdf' | 'docx', bytes: Buffer, limits: ExtractionLimits): Promise<Extraction> {
  return new Promise((resolve) => {
    const thread = new Worker(PARSER_THREAD_SOURCE, {
      eval: true,
      workerData: { format, bytes, maxPdfPages: limits.maxPdfPages, modules: PARSER_MODULES },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: Math.max(16, Math.floor(limits.heapMb / 8)) },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (result: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ textStatus: 'failed', reason: `parsing took longer than ${limits.timeoutMs} ms` }), limits.timeoutMs);
    thread.once('message', (message: { text?: string; error?: string }) =>
      settle(message.text !== undefined ? extracted(message.text) : { textStatus: 'failed', reason: message.error ?? 'the parser gave no text' }),
    );
    // ERR_WORKER_OUT_OF_MEMORY and any crash of the thread end up here, never in the worker process.
    thread.once('error', (error) => settle({ textStatus: 'failed', reason: error.message }));
    thread.once('exit', (code) => settle({ textStatus: 'failed', reason: `the parser thread exited with code ${code}` }));
  });
}
