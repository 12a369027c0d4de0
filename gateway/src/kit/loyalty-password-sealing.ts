// Settings stored before the gateway sealed passwords (the demo data among them) hold cvPassword in plain text.
// The gateway has no product API account of its own, so it seals them with the first sign-in of a user who may
// edit settings (types 1 and 2): once per gateway (the sign-in waits at most 5 s for it), each a PUT of the same
// record with only the password sealed. A failure is logged and tried again at the next such sign-in.
import type { Logger } from '../logger';
import type { ProductApi } from '../upstreams/product-api';
import type { GeneralSettingsFields } from '../upstreams/product-api/general-settings';
import { isSealed, sealLoyaltyPassword } from './branch-loyalty-password';

const sealedBy = new WeakSet<object>();

/** Seals every plain-text cvPassword; resolves with how many it sealed. */
export async function sealPlainPasswords(api: ProductApi, key: Buffer): Promise<number> {
  let sealed = 0;
  for (const row of await api.generalSettings.all()) {
    const stored = row.confGeral?.cvPassword?.trim();
    if (!stored || isSealed(stored)) continue;
    const fields = { ...(row.confGeral as GeneralSettingsFields) };
    await api.generalSettings.update(row.id, { ...fields, filial: Number(row.filial), cvPassword: sealLoyaltyPassword(stored, key) });
    sealed++;
  }
  return sealed;
}

/** Starts sealPlainPasswords once per gateway (`owner`: its services); the promise is for tests and logs. */
export function sealPlainPasswordsOnce(owner: object, api: ProductApi, key: Buffer, log: Logger): Promise<number> | null {
  if (sealedBy.has(owner)) return null;
  sealedBy.add(owner);
  return sealPlainPasswords(api, key).then(
    (count) => {
      if (count) log.info('loyalty passwords sealed', { count });
      return count;
    },
    (error: unknown) => {
      sealedBy.delete(owner);
      log.warn('sealing loyalty passwords failed', { message: (error as Error).message });
      return 0;
    },
  );
}
