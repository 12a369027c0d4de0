// A branch's general settings (`configuracoes-gerais/`): read by the branch's id
// (docs/areas/catalogue.md#branch-ids-and-codes: `filial={id}`; the answer nests the fields under `confGeral`),
// created and updated flat. cvPassword travels as stored: the character shift of
// docs/areas/catalogue.md#loyalty-password (kit/branch-loyalty-password.ts), never in plain text once written by the
// panel.
import { upstreamRejection } from '../errors';
import type { ProductApiTransport } from './transport';

/** The settings fields (docs/areas/catalogue.md#entities); decimals travel as strings. */
export interface GeneralSettingsFields {
  vlrMinCompraApp: string | number | null;
  vlrMinRetiradaLoja: string | number | null;
  limItemPedAdd: number | null;
  margemMS: string | number | null;
  intervaloEntrega: number | null;
  qtdMinHorarios: number | null;
  taxaServico: string | number | null;
  idProdTaxaServico: number | null;
  codTaxaServicoWinthor: string | null;
  idProdTaxaEntrega: number | null;
  codTaxaEntregaWinthor: string | null;
  codCepBuscaBairro: string | null;
  urlsuporte: string | null;
  cvUsername: string | null;
  cvPassword: string | null;
  /** Kept by other tools (the butchery section); the panel's form never changes it. */
  idSecaoAcougue?: number | null;
}

export interface GeneralSettingsRecord {
  id: number;
  filial: number | string;
  confGeral: Partial<GeneralSettingsFields> | null;
}

export type GeneralSettingsWrite = GeneralSettingsFields & { filial: number };

const SETTINGS = 'configuracoes-gerais/';

export class GeneralSettings {
  constructor(private readonly api: ProductApiTransport) {}

  /**
   * The settings of the branch with this id. An answer holding another branch's row (a server that ignored the
   * filter) is refused: its loyalty credentials and fees would be used for the wrong branch.
   */
  async ofBranch(branchId: number): Promise<GeneralSettingsRecord | undefined> {
    const rows = await this.api.results<GeneralSettingsRecord>(SETTINGS, { filial: branchId });
    if (rows.some((row) => Number(row.filial) !== branchId)) {
      throw upstreamRejection('productApi', 'A API de produtos respondeu configurações de outra filial.');
    }
    return rows[0];
  }

  /** Every branch's settings (one page of up to 500: one row per branch). */
  all(): Promise<GeneralSettingsRecord[]> {
    return this.api.results<GeneralSettingsRecord>(SETTINGS, { page_size: 500 });
  }

  create(settings: GeneralSettingsWrite): Promise<GeneralSettingsRecord> {
    return this.api.post<GeneralSettingsRecord>(SETTINGS, settings);
  }

  update(id: number, settings: GeneralSettingsWrite): Promise<GeneralSettingsRecord> {
    return this.api.put<GeneralSettingsRecord>(`${SETTINGS}${encodeURIComponent(String(id))}/`, settings);
  }
}
