// One JSON line per event on stderr; small on purpose (no dependency), enough for request tracing.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
}

export function createLogger(level: LogLevel = 'info', bindings: Record<string, unknown> = {}): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (message: string, details?: Record<string, unknown>) => {
    if (RANK[lvl] < RANK[level]) return;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...bindings, ...details })}\n`);
  };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (more) => createLogger(level, { ...bindings, ...more }),
  };
}
