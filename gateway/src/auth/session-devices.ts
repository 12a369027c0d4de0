// What 'Sessões abertas' says of a session's device: the User-Agent its login sent, read by bowser (MIT, no
// dependencies, plain JavaScript: runs on Node 20; ua-parser-js 2 is AGPL) into a short text a person recognises,
// 'Chrome no Windows', 'Safari no iPhone'. A tool's agent ('curl/8.5.0', 'node') keeps its first product name;
// nothing readable says 'Dispositivo desconhecido'. The raw text is what the store keeps (cut to USER_AGENT_MAX), so
// a better reading later applies to sessions already open.
import { parse } from 'bowser';

/** The most of a User-Agent kept per session (real browsers send 100-300 characters). */
export const USER_AGENT_MAX = 512;
export const UNKNOWN_DEVICE = 'Dispositivo desconhecido';

/** Names as a person knows them ('Microsoft Edge' is 'Edge' in its own menus). */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Android Browser': 'Navegador do Android',
};

/** The User-Agent as stored: trimmed, without control characters, at most USER_AGENT_MAX; null when empty. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const text = (Array.isArray(header) ? header.join(' ') : (header ?? ''))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, USER_AGENT_MAX);
  return text || null;
}

/** The client address as stored: an IPv4 client in IPv6 form ('::ffff:10.0.0.5') as people write it; null when unknown. */
export function storedAddress(address: string): string | null {
  if (!address || address === 'unknown') return null;
  return /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
}

/** The OS part: the phone or tablet model when it names one (iPhone, iPad), else the system. */
function systemOf(result: ReturnType<typeof parse>): string {
  const model = result.platform.model;
  if (model === 'iPhone' || model === 'iPad') return model;
  return result.os.name ?? '';
}

export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  let result: ReturnType<typeof parse>;
  try {
    result = parse(userAgent);
  } catch {
    return UNKNOWN_DEVICE;
  }
  const name = result.browser.name ?? '';
  const browser = BROWSER_NAMES[name] ?? name;
  const system = systemOf(result);
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  // Not a browser: a tool names itself first ('curl/8.5.0', 'okhttp/4.12', 'node').
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(userAgent)?.[0];
  return product && product !== 'Mozilla' ? product : UNKNOWN_DEVICE;
}
