// The privacy policy (`politica-privacidade/`, docs/decisions/0023-privacy-policy-one-text.md): one record (title and
// body), read as the list's first row and written whole by id, like the apps' settings.
import type { ProductApiTransport } from './transport';

export interface PrivacyPolicyWrite {
  titulo: string;
  texto: string;
}

export interface PrivacyPolicyRecord extends PrivacyPolicyWrite {
  id: number;
}

/** Not in the specs' call tables (docs/contracts/product-api.md#extensions): probed at start (capability privacyPolicy). */
export const POLICY = 'politica-privacidade/';

export class PrivacyPolicy {
  constructor(private readonly api: ProductApiTransport) {}

  /** The record (results[0]); undefined when the API has none. */
  async current(): Promise<PrivacyPolicyRecord | undefined> {
    return (await this.api.firstPage<PrivacyPolicyRecord>(POLICY, { page_size: 1 }))[0];
  }

  update(id: number, policy: PrivacyPolicyWrite): Promise<PrivacyPolicyRecord> {
    return this.api.put<PrivacyPolicyRecord>(`${POLICY}${encodeURIComponent(String(id))}/`, policy);
  }
}
