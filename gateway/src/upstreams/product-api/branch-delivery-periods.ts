// Delivery periods (`horarios-entrega/`: start and end) and a branch's periods (`horarios-filiais/`: period,
// maximum deliveries and schedule type), read per branch through `filiais/{codFilial}/horarios/`.
import type { ProductApiTransport } from './transport';

/** N normal, FDS weekend/Sunday, F holiday, ESP special date (docs/areas/catalogue.md#delivery-periods). */
export type ScheduleType = 'N' | 'FDS' | 'F' | 'ESP';

export interface DeliveryPeriodRecord {
  id: number;
  /** HH:MM:SS */
  horaInicio: string;
  horaFim: string;
}

export interface BranchPeriodWrite {
  filial: number;
  horario: number;
  quantidade: number;
  tipo: ScheduleType;
}

export interface BranchPeriodRecord extends BranchPeriodWrite {
  id: number;
}

/** A row of `filiais/{codFilial}/horarios/`: the branch period with its period's times. */
export interface BranchPeriodView extends BranchPeriodRecord {
  horaInicio: string;
  horaFim: string;
}

const PERIODS = 'horarios-entrega/';
const BRANCH_PERIODS = 'horarios-filiais/';

export class BranchDeliveryPeriods {
  constructor(private readonly api: ProductApiTransport) {}

  /** Every delivery period (the spec reads them with page_size=99999; the API's cap applies). */
  all(): Promise<DeliveryPeriodRecord[]> {
    return this.api.results<DeliveryPeriodRecord>(PERIODS, { page_size: 10_000 });
  }

  ofBranch(code: number): Promise<BranchPeriodView[]> {
    return this.api.get<BranchPeriodView[]>(`filiais/${encodeURIComponent(String(code))}/horarios/`);
  }

  addToBranch(period: BranchPeriodWrite): Promise<BranchPeriodRecord> {
    return this.api.post<BranchPeriodRecord>(BRANCH_PERIODS, period);
  }

  createPeriod(period: Omit<DeliveryPeriodRecord, 'id'>): Promise<DeliveryPeriodRecord> {
    return this.api.post<DeliveryPeriodRecord>(PERIODS, period);
  }

  getBranchPeriod(id: number): Promise<BranchPeriodRecord> {
    return this.api.get<BranchPeriodRecord>(`${BRANCH_PERIODS}${id}/`);
  }

  /** DELETE horarios-filiais/{id}/: the period leaves the branch (docs/decisions/0046-delivery-periods-and-ranks.md). */
  async removeBranchPeriod(id: number): Promise<{ id: number }> {
    await this.api.delete(`${BRANCH_PERIODS}${id}/`);
    return { id };
  }

  updateBranchPeriod(id: number, period: BranchPeriodWrite): Promise<BranchPeriodRecord> {
    return this.api.put<BranchPeriodRecord>(`${BRANCH_PERIODS}${id}/`, { id, ...period });
  }
}
