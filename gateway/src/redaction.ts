// Secrets never leave the gateway through the log pages (DESIGN section 4). The gateway redacts what it writes
// (workflows/audit.ts), but the product API keeps whatever any client wrote: entries from before the gateway, from
// other clients, or general settings saved with the Cresce Vendas password in clear. So every before/after value
// is redacted again when read, with a wider net than the write side: secret-like keys at any depth, JSON held in
// strings, and values that are secrets whatever their key (sealed 'enc:' values, JWTs, bearer credentials).

export const REDACTED = '***';

/** Keys whose values are secrets: passwords (cvPassword, senha...), tokens, keys, credentials. */
const SECRET_KEY =
  /password|passwd|pwd|senha|token|secret|segredo|api[-_]?key|private[-_]?key|access[-_]?key|credential|authorization|cookie|^(access|refresh|chave|key)$/i;

/** Values that are secrets under any key. */
const SECRET_VALUE = [
  /^enc:/, // sealed by the gateway (AES-256-GCM): ciphertext is still nobody's business
  /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/, // a JWT
  /^(bearer|basic|token)\s+\S+/i, // an Authorization header value
];

/** Deeper than any record the panel writes; what lies below is not shown at all. */
const MAX_DEPTH = 32;

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function redactString(value: string, depth: number): string {
  const text = value.trim();
  if (SECRET_VALUE.some((pattern) => pattern.test(text))) return REDACTED;
  // A JSON document kept as text (some clients stringify before posting): redact inside and keep it text.
  if ((text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'))) {
    try {
      return JSON.stringify(redactValue(JSON.parse(text) as unknown, depth + 1));
    } catch {
      return value;
    }
  }
  return value;
}

function redactValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === 'string') return redactString(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, isSecretKey(key) && !isBlank(field) ? REDACTED : redactValue(field, depth + 1)]),
  );
}

/** A copy of a log's before/after value with every secret replaced by '***' (blank secrets stay blank: "not set"). */
export function redactLogData(value: unknown): unknown {
  return redactValue(value, 0);
}

/** The before/after value as the page shows it: redacted JSON text, null when there was no record. */
export function logDataText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(redactLogData(typeof value === 'string' ? parsedOr(value) : value));
}

/** A whole entry stored as JSON text is shown as the document it holds, not as a quoted string. */
function parsedOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
