// Secrets never leave the gateway through the log pages (docs/decisions/0008-one-audit-entry-per-change.md), and the
// gateway never writes one into the application log. One module for both sides: the audit step redacts what it writes
// (workflows/audit.ts), and the Log API page redacts every before/after value again when read (domains/logs), because
// the product API keeps whatever any client wrote: entries from before the gateway, from other tools, settings saved
// with the Cresce Vendas password in clear. The net: secret-like keys at any depth, JSON held in strings, values that
// are secrets whatever their key (sealed 'enc:' values, JWTs, authorization values, password hashes), and secrets
// inside plain text (a JWT, an authorization header, a URL's user:password, a password-reset link).

export const REDACTED = '***';

/** Keys whose values are secrets, matched on the whole key: passwords (cvPassword, senha...), tokens, keys. */
const SECRET_KEY =
  /password|passwd|pwd|senha|token|secret|segredo|api[-_]?key|private[-_]?key|access[-_]?key|credential|authorization|cookie|^(access|refresh|chave|key)$/i;

/**
 * Short words that name a secret only as a whole word of the key ('pin_code', 'userPass', 'otp', 'hash'), so that
 * 'passos' (a recipe's steps), 'keyboard' or 'spinner' stay readable. player_id is a person's push device id:
 * the panel never hands one out (customers and staff alike), so the log pages do not either.
 */
const SECRET_WORDS = new Set(['pass', 'pw', 'pin', 'otp', 'hash', 'salt', 'cvv']);
const DEVICE_ID_KEY = /^(player[-_]?id|device[-_]?id|subscription[-_]?id)$/i;

/** Values that are secrets under any key, whole. */
const SECRET_VALUE = [
  /^enc:/, // sealed by the gateway (AES-256-GCM): ciphertext is still nobody's business
  /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/, // a JWT
  /^(bearer|basic|token|jwt)\s+\S+/i, // an Authorization header value
  /^key\s+[\w.~+/=-]{8,}$/i, // the push provider's 'Key <api key>'
  /^\$(2[abxy]?|argon2(id|i|d)?|scrypt|[156])\$/, // a password hash (bcrypt, argon2, crypt)
  /^(pbkdf2_sha\d+|bcrypt(_sha256)?|argon2|scrypt)\$/, // Django's stored password formats
];

/** Secrets inside longer text, each replaced where it stands so the rest of the text stays readable. */
const SECRET_IN_TEXT: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED], // a JWT anywhere
  [
    /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?)(?:(bearer|basic|token|jwt|key)\s+)?[^\s"',;]+/gi,
    (_match, name: string, scheme?: string) => `${name}${scheme ? `${scheme} ` : ''}${REDACTED}`,
  ],
  [/\b(bearer|basic|jwt)\s+[\w.~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  [/\b([a-z][a-z\d+.-]*:\/\/)[^/\s:@]+:[^/\s@]*@/gi, `$1${REDACTED}@`], // https://user:pass@host
  [/(\/resetpasswordweb\/)[^\s"'?#]+/gi, `$1${REDACTED}`], // a password-reset link (uid and token)
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z\d]{53}/g, REDACTED], // a bcrypt hash
];

/** Deeper than any record the panel writes; what lies below is not shown at all. */
const MAX_DEPTH = 32;

const keyWords = (key: string) =>
  key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);

export const isSecretKey = (key: string) => SECRET_KEY.test(key) || DEVICE_ID_KEY.test(key) || keyWords(key).some((word) => SECRET_WORDS.has(word));

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Plain text with every secret it holds replaced. */
export function redactText(text: string): string {
  return SECRET_IN_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement as string), text);
}

function redactString(value: string, depth: number): string {
  const text = value.trim();
  if (SECRET_VALUE.some((pattern) => pattern.test(text))) return REDACTED;
  // A JSON document kept as text (some clients stringify before posting): redact inside and keep it text.
  if ((text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'))) {
    try {
      return JSON.stringify(redactValue(JSON.parse(text) as unknown, depth + 1));
    } catch {
      return redactText(value);
    }
  }
  return redactText(value);
}

function redactValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === 'string') return redactString(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, isSecretKey(key) && !isBlank(field) ? REDACTED : redactValue(field, depth + 1)]));
}

/** A copy of a log's before/after value with every secret replaced by '***' (blank secrets stay blank: "not set"). */
export function redactSecrets(value: unknown): unknown {
  return redactValue(value, 0);
}

/** The before/after value as the Log API page shows it: redacted JSON text, null when there was no record. */
export function logDataText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(redactSecrets(typeof value === 'string' ? parsedOr(value) : value));
}

/** A whole entry stored as JSON text is shown as the document it holds, not as a quoted string. */
function parsedOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
