// A branch's holidays and special dates (`horarios-especiais/`, docs/areas/catalogue.md#calls): read per branch from
// a first day, created, updated and deleted by id.
import type { ScheduleType } from './branch-delivery-periods';
import type { ProductApiTransport } from './transport';

export interface SpecialDateWrite {
  filial: number;
  /** YYYY-MM-DD */
  data: string;
  tipo: Exclude<ScheduleType, 'N'>;
  descricao: string;
}

export interface SpecialDateRecord extends SpecialDateWrite {
  id: number;
}

const SPECIAL_DATES = 'horarios-especiais/';
/** docs/areas/catalogue.md#constants: special hours are read 1000 at a time. */
const PAGE_SIZE = 1000;

const one = (id: number) => `${SPECIAL_DATES}${encodeURIComponent(String(id))}/`;

export class SpecialDates {
  constructor(private readonly api: ProductApiTransport) {}

  /** The branch's entries on or after `from` (YYYY-MM-DD), by date. */
  ofBranch(branch: number, from: string): Promise<SpecialDateRecord[]> {
    const keep = (entry: SpecialDateRecord) => Number(entry.filial) === branch && String(entry.data).slice(0, 10) >= from;
    return this.api.results<SpecialDateRecord>(SPECIAL_DATES, { filial: branch, data_after: from, page_size: PAGE_SIZE }, keep);
  }

  /** The branch's entries of one day (to refuse a second entry on it), each row's branch and day checked. */
  onDay(branch: number, day: string): Promise<SpecialDateRecord[]> {
    const keep = (entry: SpecialDateRecord) => Number(entry.filial) === branch && String(entry.data).slice(0, 10) === day;
    return this.api.results<SpecialDateRecord>(SPECIAL_DATES, { filial: branch, data: day, page_size: PAGE_SIZE }, keep);
  }

  get(id: number): Promise<SpecialDateRecord> {
    return this.api.get<SpecialDateRecord>(one(id));
  }

  create(entry: SpecialDateWrite): Promise<SpecialDateRecord> {
    return this.api.post<SpecialDateRecord>(SPECIAL_DATES, entry);
  }

  update(id: number, entry: SpecialDateWrite): Promise<SpecialDateRecord> {
    return this.api.put<SpecialDateRecord>(one(id), entry);
  }

  delete(id: number): Promise<void> {
    return this.api.delete(one(id));
  }
}
