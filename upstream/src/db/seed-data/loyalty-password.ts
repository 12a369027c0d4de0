// The branch settings' cvPassword as the company's apps store it (docs/areas/catalogue.md#loyalty-password, a
// reversible character shift with a fixed key): each printable ASCII character moved forward, within the 95 printable
// characters, by the code of the key character at its position (the key repeated). The demo data uses the demo key;
// the gateway reads it with LOYALTY_PASSWORD_SHIFT_KEY, whose development default is the same key.
export const DEMO_LOYALTY_SHIFT_KEY = 'painel-demo-shift';

export function shiftedPassword(plain: string, key = DEMO_LOYALTY_SHIFT_KEY): string {
  let out = '';
  let i = 0;
  for (const char of plain) {
    const code = char.codePointAt(0)!;
    const by = (key.codePointAt(i++ % key.length)! - 32 + 95 * 4) % 95;
    out += code >= 32 && code < 127 ? String.fromCharCode(32 + ((code - 32 + by) % 95)) : char;
  }
  return out;
}
