// How the Winthor bridge (PHP) answers: JSON echoed with status 200 even on failure, and warnings or notices
// leaking as HTML before the JSON when the script trips over its input.
import { json, text, type Reply } from '../sandbox/reply';

export const SCRIPT_DIR = '/var/www/html/bridge';

export const phpOk = (body: unknown): Reply => json(200, body);

export const phpError = (message: string): Reply => json(200, { error: message });

export function phpDiagnostic(level: 'Warning' | 'Notice', message: string, script: string, line: number): string {
  return `<br />\n<b>${level}</b>:  ${message} in <b>${SCRIPT_DIR}/${script}.php</b> on line <b>${line}</b><br />\n`;
}

/** A notice or warning printed before the JSON the script still echoes. */
export function phpLeak(level: 'Warning' | 'Notice', message: string, script: string, line: number, body: unknown): Reply {
  return text(200, phpDiagnostic(level, message, script, line) + JSON.stringify(body));
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request Entity Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Apache's own error page, for statuses the web server answers before PHP runs. */
export function apachePage(status: number, detail?: string): Reply {
  const reason = REASONS[status] ?? 'Error';
  return text(
    status,
    `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>${status} ${reason}</title>\n</head><body>\n` +
      `<h1>${reason}</h1>\n<p>${detail ?? 'The server encountered an error.'}</p>\n<hr>\n<address>Apache/2.4.62 (Debian) Server</address>\n</body></html>\n`,
  );
}

/** PHP's loose numeric reading, limited to what a sane client sends: a JSON number or a decimal string. */
export function decimalInput(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return undefined;
}

/** A positive integer given as a JSON number or a digit string (PHP clients often send both). */
export function integerInput(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) && Number(value) > 0) return Number(value);
  return undefined;
}

/** Oracle NUMBER as PHP's OCI driver hands it over: a string without trailing zeros. */
export function oracleNumber(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
