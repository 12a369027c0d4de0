import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { WorkflowDeps } from '../../../workflows/effects';
import { erpFailureWith } from './erp-failure';

function depsLogging() {
  const lines: { message: string; details?: Record<string, unknown> }[] = [];
  const log = { warn: (message: string, details?: Record<string, unknown>) => lines.push({ message, details }) };
  return { deps: { log } as unknown as WorkflowDeps, lines };
}

const RAW =
  '<br />\n<b>Warning</b>:  oci_execute(): ORA-00054: resource busy and acquire with NOWAIT specified in <b>/var/www/html/bridge/processa-cliente.php</b> on line <b>87</b><br />';

describe('erpFailureWith', () => {
  it("gives staff the spec's message with the cause in words and logs the bridge's raw text", () => {
    const { deps, lines } = depsLogging();
    const failure = erpFailureWith(deps, 'erp.customer', 'ERP_CUSTOMER_FAILED', 'Erro ao atualizar processar cliente do pedido:');
    const error = new GraphQLError(RAW, { extensions: { code: 'UPSTREAM_ERROR', upstream: 'erp' } });
    expect(failure(error)).toEqual({
      code: 'ERP_CUSTOMER_FAILED',
      message: 'Erro ao atualizar processar cliente do pedido: o registro está bloqueado por outra operação no ERP (ORA-00054)',
    });
    expect(lines).toEqual([{ message: 'ERP call failed', details: { step: 'erp.customer', upstreamStatus: undefined, error: RAW } }]);
  });

  it('closes the cause before a suffix and leaves other upstreams their own words', () => {
    const { deps, lines } = depsLogging();
    const failure = erpFailureWith(deps, 'erp.order', 'ERP_ORDER_FAILED', 'Erro ao enviar pedido:', ' Tente novamente!');
    const page = new GraphQLError('<html><h1>Service Unavailable</h1></html>', { extensions: { upstream: 'erp', upstreamStatus: 503 } });
    expect(failure(page).message).toBe('Erro ao enviar pedido: o ERP está indisponível (HTTP 503). Tente novamente!');
    const api = new GraphQLError('codcli: Cliente inexistente.', { extensions: { upstream: 'productApi', upstreamStatus: 400 } });
    expect(failure(api).message).toBe('Erro ao enviar pedido: codcli: Cliente inexistente. Tente novamente!');
    expect(lines).toHaveLength(1);
  });
});
