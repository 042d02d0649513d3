// Waiting for a kernel that is still compiling. No `vscode` import: tested with node:test.
//
// `cass.showAssembly` answers `{pending: true, message}` until the background compile has
// finished (hovers never compile); the command asks again until a listing arrives.

import { isPending, type Pending } from './protocol';

export interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
  isCancelled?: () => boolean;
  onPending?: (pending: Pending) => void;
  sleep?: (ms: number) => Promise<void>;
}

export class PollTimeoutError extends Error {
  constructor(readonly last: Pending, timeoutMs: number) {
    super(`still pending after ${Math.round(timeoutMs / 1000)} s: ${last.message ?? 'no message'}`);
    this.name = 'PollTimeoutError';
  }
}

export class PollCancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'PollCancelledError';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Call `request` until its answer is not `{pending: true}`; give up after `timeoutMs`. */
export async function pollWhilePending<T>(request: () => Promise<T | Pending>, options: PollOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.isCancelled?.()) {
      throw new PollCancelledError();
    }
    const answer = await request();
    if (!isPending(answer)) {
      return answer as T;
    }
    options.onPending?.(answer);
    if (Date.now() + options.intervalMs > deadline) {
      throw new PollTimeoutError(answer, options.timeoutMs);
    }
    await sleep(options.intervalMs);
  }
}
