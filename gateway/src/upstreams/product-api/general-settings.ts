// A branch's general settings (`configuracoes-gerais/`): read by branch (the answer nests the fields under
// `confGeral`), created and updated flat. cvPassword travels as stored: sealed by the gateway
// (kit/branch-loyalty-password.ts), never in plain text once written by the panel.
import type { ProductApiTransport } from './transport';

/** The settings fields (spec 001 section 3); decimals travel as strings. */
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

  async ofBranch(branch: number): Promise<GeneralSettingsRecord | undefined> {
    return this.api.find<GeneralSettingsRecord>(SETTINGS, { filial: branch }, (row) => Number(row.filial) === Number(branch));
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
