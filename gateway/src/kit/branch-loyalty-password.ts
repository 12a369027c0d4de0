// The Cresce Vendas password (cvPassword) as the branch's general settings hold it
// (docs/areas/catalogue.md#loyalty-password): the company's apps store it in a reversible character shift with a
// fixed key, and every other consumer of the record (the company's apps, the loyalty calls of any gateway) decodes it
// so. The key is site configuration (LOYALTY_PASSWORD_SHIFT_KEY). Each printable ASCII character moves forward,
// within the 95 printable characters, by the code of the key character at its position (the key repeated); other
// characters are kept as they are, so any text goes in and the stored value stays printable. An earlier version of
// the gateway sealed the password with AES-256-GCM under its SECRET_KEY instead: such values are still read, and
// written back in the spec's form when the branch's settings are next saved (the gateway never rewrites a record
// nobody asked it to save).
import { decryptSecret } from '../auth/keys';

/** What reads and writes a stored cvPassword need: the site's shift key and the key older sealed values used. */
export interface LoyaltyPasswordKeys {
  shift: string;
  /** The SECRET_KEY-derived AES key an earlier version sealed values with (read only). */
  sealedWith: Buffer;
}

/** The demo data's shift key (the reference seed stores its passwords with it); production refuses it. */
export const DEMO_LOYALTY_SHIFT_KEY = 'painel-demo-shift';

const FIRST = 32;
const SPAN = 95;
/** Prefix of an earlier version's AES-sealed value. */
const SEALED_PREFIX = 'enc:';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function shifted(text: string, key: string, direction: 1 | -1): string {
  if (!key) throw new Error('LOYALTY_PASSWORD_SHIFT_KEY is empty');
  let out = '';
  let i = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const by = (key.codePointAt(i % key.length)! - FIRST + SPAN * 4) % SPAN;
    i++;
    out += code >= FIRST && code < FIRST + SPAN ? String.fromCharCode(FIRST + ((code - FIRST + direction * by + SPAN) % SPAN)) : char;
  }
  return out;
}

/** The password as the settings record stores it (the character shift of docs/areas/catalogue.md#loyalty-password). */
export const shiftLoyaltyPassword = (plain: string, key: string) => shifted(plain, key, 1);

/** An earlier version's AES value opened, or null when the stored value is not one. */
function openSealed(stored: string, key: Buffer): string | null {
  if (stored.startsWith(SEALED_PREFIX)) return decryptSecret(key, stored.slice(SEALED_PREFIX.length));
  // Unprefixed AES values were written too; GCM's tag makes a shifted value that merely looks like base64 fail.
  if (stored.length >= 40 && BASE64.test(stored)) {
    try {
      return decryptSecret(key, stored);
    } catch {
      return null;
    }
  }
  return null;
}

/** The password a stored value stands for (shifted, or sealed by an earlier version). */
export function readLoyaltyPassword(stored: string, keys: LoyaltyPasswordKeys): string {
  return openSealed(stored, keys.sealedWith) ?? shifted(stored, keys.shift, -1);
}

/** The stored value in the spec's form: a sealed one of an earlier version converted, a shifted one kept. */
export function inSpecForm(stored: string, keys: LoyaltyPasswordKeys): string {
  const opened = openSealed(stored, keys.sealedWith);
  return opened === null ? stored : shiftLoyaltyPassword(opened, keys.shift);
}

/**
 * LOYALTY_PASSWORD_SHIFT_KEY as the gateway runs with it: outside production the demo key when unset (the reference
 * seed's); production refuses to start without a key of its own, since a wrong key garbles every branch's password.
 */
export function loyaltyShiftKey(configured: string | undefined, production: boolean): string {
  const key = configured?.trim() ? configured : undefined;
  if (production && !key)
    throw new Error('LOYALTY_PASSWORD_SHIFT_KEY is required when NODE_ENV=production (the key of the loyalty password stored in the general settings)');
  if (production && key === DEMO_LOYALTY_SHIFT_KEY)
    throw new Error("LOYALTY_PASSWORD_SHIFT_KEY is the demo key; production needs the key the company's apps use");
  return key ?? DEMO_LOYALTY_SHIFT_KEY;
}
