// The ERP bridge's two reads (docs/areas/orders.md#calls), asked about budgets the product API's completed orders hold.
import { erpReplyFailed } from '../../upstreams/erp-bridge';
import type { Contract, Row } from '../contract';
import { keyOf } from '../ids';
import { fail, pass, settled, type CheckResult } from '../result';

const PAYMENT_KEYS = ['NUMCUPOM', 'VLTOTAL', 'DTHORAAUTORIZACAOSEFAZ'];

function paymentProblem(text: string, body: unknown): string | null {
  if (erpReplyFailed(text)) return `answered a failure: ${text.slice(0, 120).trim()}`;
  const record = Array.isArray(body) ? body[0] : body;
  if (typeof record !== 'object' || record === null) return `answered ${text.slice(0, 80)} instead of the payment data`;
  const missing = PAYMENT_KEYS.filter((key) => !(key in record));
  return missing.length ? `the answer lacks ${missing.join(', ')}` : null;
}

async function invoicedOrders(contract: Contract): Promise<Row[]> {
  const { results } = await contract.sample('pedidos-concluidos/', { pedidoadicional: 'false' });
  return results.filter((order) => order.numorcamento);
}

async function paymentData(contract: Contract): Promise<CheckResult> {
  const name = 'GET get_payment_data orcamento -> NUMCUPOM, VLTOTAL, DTHORAAUTORIZACAOSEFAZ (docs/areas/orders.md#calls)';
  const order = (await invoicedOrders(contract))[0];
  if (!order) return pass(name, 'not asked: no completed order holds a budget number (numorcamento)');
  const answer = await contract.http.call('erp', 'get_payment_data', { query: { orcamento: String(order.numorcamento) } });
  if (answer.status !== 200) return fail(name, `budget ${String(order.numorcamento)} answered HTTP ${answer.status}`);
  const problem = paymentProblem(answer.text, answer.body);
  return problem
    ? fail(name, `budget ${String(order.numorcamento)} (order ${String(order.id)}) ${problem}`)
    : pass(name, `budget ${String(order.numorcamento)} answered ${PAYMENT_KEYS.join(', ')}`);
}

async function additionalPaymentData(contract: Contract): Promise<CheckResult> {
  const name = 'GET get_payment_data_adicional orcamento, orcamento_adicional, codcli (docs/areas/orders.md#calls)';
  for (const order of await invoicedOrders(contract)) {
    const full = Array.isArray(order.adicionais) ? order : await contract.read<Row>(`pedidos/${String(order.id)}/`);
    const extra = ((full.adicionais as Row[] | undefined) ?? []).find((a) => a.numorcamento);
    if (!extra) continue;
    const codcli = keyOf(full.codcli, 'codCli');
    const answer = await contract.http.call('erp', 'get_payment_data_adicional', {
      query: { orcamento: String(full.numorcamento), orcamento_adicional: String(extra.numorcamento), codcli: String(codcli ?? '') },
    });
    if (answer.status !== 200) return fail(name, `budgets ${String(full.numorcamento)} + ${String(extra.numorcamento)} answered HTTP ${answer.status}`);
    const problem = paymentProblem(answer.text, answer.body);
    return problem
      ? fail(name, `order ${String(full.id)}: ${problem}`)
      : pass(name, `order ${String(full.id)} and its additional order answered ${PAYMENT_KEYS.join(', ')}`);
  }
  return pass(name, 'not asked: no completed order among the first read has an invoiced additional order');
}

export async function erpChecks(contract: Contract): Promise<CheckResult[]> {
  return [
    ...(await settled('GET get_payment_data', () => paymentData(contract))),
    ...(await settled('GET get_payment_data_adicional', () => additionalPaymentData(contract))),
  ];
}
