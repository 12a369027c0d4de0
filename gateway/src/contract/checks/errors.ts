// Error answers in the forms the gateway maps (upstreams/errors.ts): DRF's {"detail": ...} and field errors
// {"<param>": [messages]} from the product API, and the ERP bridge's {"error": ...} (docs/contracts/erp.md#errors: a
// body with 'Warning', 'Notice' or 'error' is a failure, even under HTTP 200). The loyalty platform answers only POSTs:
// its error forms are checked by --write (writes.ts).
import { drfFieldErrors } from '../../upstreams/errors';
import { erpReplyFailed } from '../../upstreams/erp-bridge';
import type { Contract } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

const detailOf = (body: unknown) => (typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined);

async function unauthenticated(contract: Contract): Promise<CheckResult> {
  const name = 'error shape: a list without a token -> 401 {"detail": ...} (docs/contracts/product-api.md#errors)';
  const answer = await contract.http.call('productApi', 'clientes/', { query: { page_size: 1 } });
  if (answer.status !== 401 || typeof detailOf(answer.body) !== 'string') return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  return pass(name, `401 '${String(detailOf(answer.body))}'`);
}

async function notFound(contract: Contract): Promise<CheckResult> {
  const name = 'error shape: a record that does not exist -> 404 {"detail": "Not found."} (docs/contracts/product-api.md#errors)';
  const answer = await contract.api('pedidos/2147483647/');
  if (answer.status !== 404 || typeof detailOf(answer.body) !== 'string')
    return fail(name, `GET pedidos/2147483647/ answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  return pass(name, `404 '${String(detailOf(answer.body))}'`);
}

async function badFilterValue(contract: Contract): Promise<CheckResult> {
  const name = 'error shape: a bad filter value -> 400 {"data_after": ["Enter a valid date."]} (docs/contracts/product-api.md#filters)';
  const answer = await contract.api('pedidos-em-aberto/', { query: { pedidoadicional: 'false', data_after: 'not-a-date', page_size: 1 } });
  const fields = answer.status === 400 ? drfFieldErrors(answer.body) : undefined;
  if (!fields?.data_after)
    return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}: the gateway shows a 400's field errors on their fields`);
  return pass(name, `400 data_after: '${fields.data_after.join(' ')}'`);
}

async function erpUnknownBudget(contract: Contract): Promise<CheckResult> {
  const name = 'ERP error form: get_payment_data of an unknown budget -> {"error": ...} (docs/areas/orders.md#calls, docs/contracts/erp.md#errors)';
  const answer = await contract.http.call('erp', 'get_payment_data', { query: { orcamento: 0 } });
  if (answer.status >= 500) return fail(name, `answered HTTP ${answer.status}`);
  if (!erpReplyFailed(answer.text))
    return fail(name, `answered ${answer.text.slice(0, 120)} without 'error', 'Warning' or 'Notice': the gateway would take it for payment data`);
  return pass(name, `HTTP ${answer.status} ${answer.text.slice(0, 80).trim()}: the gateway reads it as a failure`);
}

export async function errorChecks(contract: Contract): Promise<CheckResult[]> {
  return [
    ...(await settled('error shape: 401', () => unauthenticated(contract))),
    ...(await settled('error shape: 404', () => notFound(contract))),
    ...(await settled('error shape: 400', () => badFilterValue(contract))),
    ...(await settled('ERP error form', () => erpUnknownBudget(contract))),
  ];
}
