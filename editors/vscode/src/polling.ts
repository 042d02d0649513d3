// Waiting for a kernel that is still compiling. No `vscode` import: tested with node:test.
//
// `cass.showAssembly` answers `{pending: true, message}` until the background compile has
// finished (hovers never compile); the command asks again until a listing arrives.

import { isCompiling, isPending, type Pending, type ServerStatus } from './protocol';

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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Call `request` until its answer is not `{pending: true}`; give up after `timeoutMs`. */
export async function pollWhilePending<T>(request: () => Promise<T | Pending>, options: PollOptions): Promise<T> {
  const wait = options.sleep ?? sleep;
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
    await wait(options.intervalMs);
  }
}

/**
 * Wait until the server has no background compile waiting or running. After a save the server
 * recompiles, but cass.showAssembly answers with the last finished build meanwhile (it is
 * `{pending}` only before the first one): a listing refreshed too early would be the old one.
 */
export async function waitWhileCompiling(
  status: () => Promise<Pick<ServerStatus, 'compiling'>>,
  options: PollOptions,
): Promise<void> {
  await pollWhilePending(async () => (isCompiling(await status()) ? ({ pending: true } as Pending) : 'idle'), options);
}
