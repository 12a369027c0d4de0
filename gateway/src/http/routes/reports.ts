// GET /reports/<n>.csv and .xlsx: a report's rows streamed from the product API's answer, under the same session
// and policy as /graphql (domains/reports/route.ts).
import type { GatewayServices } from '../../context';
import { handleReportFile } from '../../domains/reports/route';
import { requestServices, type RouteHandler } from '../route';

export function reportsRoute(services: GatewayServices): RouteHandler {
  return (req, res, { url, scope }) => handleReportFile(requestServices(services, scope), req, res, url);
}
