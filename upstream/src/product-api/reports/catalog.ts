// The report catalogue served by the product API (docs/areas/staff-and-support.md#report-catalogue; report 7 is
// produtos/).
import { customerReports } from './customer-reports';
import { orderReports } from './order-reports';
import { productReports } from './product-reports';
import type { ReportDef } from './report-types';

export const REPORTS: readonly ReportDef[] = [...customerReports, ...orderReports, ...productReports].sort(
  (a, b) => Number(a.name.slice('relatorio'.length)) - Number(b.name.slice('relatorio'.length)),
);
