// Runs a bench server (bench/children/*.ts) in its own Node process, so the server measured does not share an event
// loop or a CPU queue with the load generator. The child runs as production runs the gateway: compiled to JavaScript
// by the production build's own settings (scripts/build.mjs buildProgram) and started with plain node, not through
// tsx (whose hooks stay in every process they load into: Apollo's require('crypto') per request went through tsx's
// resolver, ~10% of the gateway's CPU per request in throughput). BENCH_CHILDREN_TSX=1 runs the sources through tsx. Protocol over IPC: the child sends
// {type: 'ready', ...info} once listening (or {type: 'error', message}); the parent sends {type: 'stop'}.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildProgram } from '../../scripts/build.mjs';

export interface Child<Info> {
  info: Info;
  process: ChildProcess;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

const builds = new Map<string, Promise<string>>();

/**
 * The child's script compiled once per bench run. The bundles go beside the gateway's (gateway/dist, git-ignored):
 * their packages then resolve from gateway/node_modules first, as gateway/dist/main.js's do.
 */
function builtChild(script: string): Promise<string> {
  const known = builds.get(script);
  if (known) return known;
  const outfile = `gateway/dist/bench-children/${script.replace(/\.ts$/, '.js')}`;
  const built = buildProgram(`bench/children/${script}`, outfile).then(() => fileURLToPath(new URL(`../../${outfile}`, import.meta.url)));
  builds.set(script, built);
  return built;
}

export async function startChild<Info>(script: string, options: Record<string, unknown> = {}, env: Record<string, string> = {}): Promise<Child<Info>> {
  const viaTsx = process.env.BENCH_CHILDREN_TSX === '1';
  const file = viaTsx ? fileURLToPath(new URL(`../children/${script}`, import.meta.url)) : await builtChild(script);
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR] : [];
  const child = fork(file, [JSON.stringify(options)], {
    execArgv: [...(viaTsx ? ['--import', 'tsx'] : []), ...profile],
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
