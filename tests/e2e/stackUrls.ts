// Which stack a test file's browser and fixtures talk to: the run's shared one (global-setup.ts, default profile),
// unless the file started its own (the seeds-profile orders check) and said so with useStack.
import { inject } from 'vitest';

type UpstreamUrls = Record<'productApi' | 'erp' | 'loyalty' | 'push' | 'storage', string>;

let own: { baseUrl: string; upstreamUrls: UpstreamUrls } | null = null;

/** From now on this file's pages and fixtures use this stack (vitest isolates files: others keep the shared one). */
export function useStack(stack: { baseUrl: string; upstreamUrls: UpstreamUrls }): void {
  own = { baseUrl: stack.baseUrl.replace(/\/$/, ''), upstreamUrls: stack.upstreamUrls };
}

export const stackBaseUrl = (): string => own?.baseUrl ?? inject('baseUrl');
export const stackUpstreamUrls = (): UpstreamUrls => own?.upstreamUrls ?? inject('upstreamUrls');
