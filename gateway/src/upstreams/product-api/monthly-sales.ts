// The dashboard's sales per month (`dashboard/vendas-mensais/`): for each asked year every month from 1 to 12,
// with the number of sales and their value (a sale is a main order that is not cancelled, its value including
// its additional orders: the same definitions as the reports). All years in one call.
import type { ProductApiTransport } from './transport';

export interface MonthlySalesRecord {
  ano: number;
  /** 1..12 */
  mes: number;
  pedidos: number;
  /** Decimal text, e.g. '760.00' */
  valor: string;
}

/** Not in the specs' call tables (docs/contracts/product-api.md#extensions): probed at start (capability monthlySales). */
export const MONTHLY_SALES = 'dashboard/vendas-mensais/';

export class MonthlySales {
  constructor(private readonly api: ProductApiTransport) {}

  /** `branch` null: every branch. */
  perMonth(years: readonly number[], branch: number | null): Promise<MonthlySalesRecord[]> {
    return this.api.results<MonthlySalesRecord>(MONTHLY_SALES, {
      anos: years.join(','),
      ...(branch === null ? {} : { filial: branch }),
    });
  }
}
