// Runs a bench server (bench/children/*.ts) in its own Node process through tsx, so the server measured does not
// share an event loop or a CPU queue with the load generator. Protocol over IPC: the child sends
// {type: 'ready', ...info} once listening (or {type: 'error', message}); the parent sends {type: 'stop'}.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Child<Info> {
  info: Info;
  process: ChildProcess;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

export function startChild<Info>(script: string, options: Record<string, unknown> = {}, env: Record<string, string> = {}): Promise<Child<Info>> {
  const file = fileURLToPath(new URL(`../children/${script}`, import.meta.url));
  const child = fork(file, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR] : [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      if (child.connected) child.send({ type: 'stop' });
      else child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.on('message', (message: { type: string; message?: string } & Info) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({ info: message, process: child, stop });
      } else if (message.type === 'error') {
        clearTimeout(timer);
        void stop();
        reject(new Error(`${script}: ${message.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
  });
}

/** For the child side: the options the parent passed, and the ready/stop handshake. */
export function childOptions<T>(): T {
  return JSON.parse(process.argv[2] ?? '{}') as T;
}

export function serveChild(start: () => Promise<{ info: Record<string, unknown>; close: () => Promise<void> }>): void {
  start().then(
    ({ info, close }) => {
      process.send?.({ type: 'ready', ...info });
      process.on('message', (message: { type?: string }) => {
        if (message?.type !== 'stop') return;
        close()
          .catch((error: unknown) => console.error('close failed', error))
          .finally(() => process.exit(0));
      });
      // The parent died without saying stop: do not linger.
      process.on('disconnect', () => void close().finally(() => process.exit(0)));
    },
    (error: unknown) => {
      process.send?.({ type: 'error', message: String((error as Error)?.stack ?? error) });
      process.exit(1);
    },
  );
}
