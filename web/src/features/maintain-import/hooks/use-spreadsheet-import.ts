/**
 * The state of one spreadsheet import in the dialog: idle, running (with its progress), done
 * (the job's answer) or failed before the import could answer (refused file, upload or network
 * failure, time-out). Leaving the dialog stops the polling, not the import.
 */
import type { ImportJob } from '@pvd/shared/api/import';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import {
  type ImportProgress,
  ImportTimeoutError,
  importSpreadsheet,
  type SpreadsheetUploadCall,
} from '../api/imports';

export type ImportFailure = 'refused' | 'upload' | 'timeout' | 'other';

export type ImportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ImportProgress }
  | { status: 'done'; job: ImportJob }
  | { status: 'failed'; failure: ImportFailure; message?: string };

function failureOf(error: unknown): Extract<ImportState, { status: 'failed' }> {
  if (error instanceof ApiError && error.code === 119)
    return { status: 'failed', failure: 'refused', message: error.message };
  if (error instanceof ImportTimeoutError) return { status: 'failed', failure: 'timeout' };
  if (error instanceof ApiError) return { status: 'failed', failure: 'other' };
  return { status: 'failed', failure: 'upload' };
}

export function useSpreadsheetImport(call: SpreadsheetUploadCall, onFinished: (job: ImportJob) => void) {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => () => controller.current?.abort(), []);

  async function start(file: File) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', progress: { phase: 'uploading' } });
    try {
      const job = await importSpreadsheet(
        call,
        file,
        (progress) => setState({ status: 'running', progress }),
        current.signal,
      );
      if (current.signal.aborted) return;
      setState({ status: 'done', job });
      finished.current(job);
    } catch (error) {
      if (!current.signal.aborted) setState(failureOf(error));
    }
  }

  return { state, start: (file: File) => void start(file), reset: () => setState({ status: 'idle' }) };
}
