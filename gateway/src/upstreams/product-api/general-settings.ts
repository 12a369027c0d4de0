// A branch's general settings (`configuracoes-gerais/`): what the gateway reads of them is the loyalty
// platform's credentials (cvPassword as stored: sealed by the gateway, see domains/orders/loyalty-credentials).
import type { ProductApiTransport } from './transport';

export interface GeneralSettingsRecord {
  id?: number;
  filial?: number | string;
  confGeral?: { cvUsername?: string | null; cvPassword?: string | null; [field: string]: unknown } | null;
}

const SETTINGS = 'configuracoes-gerais/';

export class GeneralSettings {
  constructor(private readonly api: ProductApiTransport) {}

  async ofBranch(branch: number): Promise<GeneralSettingsRecord | undefined> {
    return (await this.api.results<GeneralSettingsRecord>(SETTINGS, { filial: branch }))[0];
  }
}
