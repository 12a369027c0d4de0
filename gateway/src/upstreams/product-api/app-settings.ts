// The mobile apps' settings (`application-settings/`, docs/areas/staff-and-support.md#calls): one record, read as the list's first
// row and written whole by id.
import type { ProductApiTransport } from './transport';

export interface AppSettingsWrite {
  manutencao: boolean;
  url_suporte: string;
  versao_android: string;
  package_name_android: string | null;
  url_play_store: string;
  att_obrigatoria_android: boolean;
  versao_ios: string;
  package_name_ios: string | null;
  url_app_store: string;
  att_obrigatoria_ios: boolean;
  versao_app_separador: string;
  att_obrig_separador: boolean;
}

export interface AppSettingsRecord extends AppSettingsWrite {
  id: number;
}

const SETTINGS = 'application-settings/';

export class AppSettings {
  constructor(private readonly api: ProductApiTransport) {}

  /** The record (results[0]); undefined when the API has none yet. */
  async current(): Promise<AppSettingsRecord | undefined> {
    return (await this.api.firstPage<AppSettingsRecord>(SETTINGS, { page_size: 1 }))[0];
  }

  update(id: number, settings: AppSettingsWrite): Promise<AppSettingsRecord> {
    return this.api.put<AppSettingsRecord>(`${SETTINGS}${encodeURIComponent(String(id))}/`, settings);
  }
}
