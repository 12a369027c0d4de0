// Which stack a test file's browser and fixtures talk to: its worker's (global-setup.ts starts one per file run at
// the same time, default profile), unless the file started its own (the seeds-profile orders check) and said so with
// useStack. Vitest hands each file that runs a worker number (VITEST_POOL_ID, 1 to the number of workers) no other
// running file has, so two files never share a stack at the same moment, as they never shared the one stack before.
import { inject } from 'vitest';
import type { E2EStack } from './global-setup';

type UpstreamUrls = E2EStack['upstreamUrls'];

let own: { baseUrl: string; upstreamUrls: UpstreamUrls } | null = null;

/** From now on this file's pages and fixtures use this stack (vitest isolates files: others keep the shared one). */
export function useStack(stack: { baseUrl: string; upstreamUrls: UpstreamUrls }): void {
  own = { baseUrl: stack.baseUrl.replace(/\/$/, ''), upstreamUrls: stack.upstreamUrls };
}

/** The run's stack of this file's worker. */
function workerStack(): E2EStack {
  const stacks = inject('stacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return stacks[(worker - 1) % stacks.length];
}

export const stackBaseUrl = (): string => own?.baseUrl ?? workerStack().baseUrl;
export const stackUpstreamUrls = (): UpstreamUrls => own?.upstreamUrls ?? workerStack().upstreamUrls;
/** Where this file's logged-in sessions are kept: its worker stack's folder (a file's own stack shares it). */
export const stackSessionDir = (): string => workerStack().sessionDir;
