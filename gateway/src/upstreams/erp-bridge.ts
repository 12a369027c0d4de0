// Client of the ERP bridge (Winthor, PHP). The bridge leaks PHP warnings into 200 answers, so a reply whose body
// contains 'Warning', 'Notice' or 'error' is a failure (docs/areas/orders.md#validation) whatever its status.
import { upstreamRejection } from './errors';
import { sendOk, type HttpClient, type Reply } from './http';

const FAILURE_MARKERS = ['Warning', 'Notice', 'error'];

/** The `Idempotency-Key` header of a send that may be repeated after its answer was lost. */
export const idempotency = (key: string | undefined): Record<string, string> | undefined => (key ? { 'idempotency-key': key } : undefined);

export function erpReplyFailed(text: string): boolean {
  return FAILURE_MARKERS.some((marker) => text.includes(marker));
}

export class ErpBridge {
  constructor(
    private readonly http: HttpClient,
    /**
     * Whether an operator declared that this bridge honours `Idempotency-Key` (ERP_IDEMPOTENCY=honoured): only then
     * may a send whose answer was lost go again on its own. The header is always sent; nothing in the specs says a
     * bridge reads it.
     */
    readonly honoursIdempotencyKey = false,
  ) {}

  /**
   * Customer -> ERP customer code (codCli). With `idempotencyKey` (a workflow step's key), a bridge that honours
   * `Idempotency-Key` answers a repeat after a lost answer with the first answer and does nothing twice.
   */
  processCustomer<T = unknown>(customer: unknown, idempotencyKey?: string): Promise<T> {
    return this.call<T>('processa-cliente', { method: 'POST', json: customer, headers: idempotency(idempotencyKey) });
  }

  /** Order with items -> invoice number (numorcamento); `idempotencyKey` as for processCustomer. */
  processOrder<T = unknown>(order: unknown, idempotencyKey?: string): Promise<T> {
    return this.call<T>('processa-pedido', { method: 'POST', json: order, headers: idempotency(idempotencyKey) });
  }

  /** NUMCUPOM, VLTOTAL, DTHORAAUTORIZACAOSEFAZ of an invoice. */
  paymentData<T = unknown>(orcamento: string | number): Promise<T> {
    return this.call<T>('get_payment_data', { searchParams: { orcamento } });
  }

  paymentDataAdditional<T = unknown>(orcamento: string | number, orcamentoAdicional: string | number, codcli: string | number): Promise<T> {
    return this.call<T>('get_payment_data_adicional', {
      searchParams: { orcamento, orcamento_adicional: orcamentoAdicional, codcli },
    });
  }

  private async call<T>(path: string, options: Parameters<typeof sendOk>[2]): Promise<T> {
    const reply: Reply = await sendOk(this.http, path, options);
    if (erpReplyFailed(reply.text)) {
      // The bridge's own refusal (`{"error": ...}`, also after a leaked notice) did nothing; a warning or fatal error
      // without it may have come after the work (send-doubt.ts).
      const refused = /"error"\s*:/.test(reply.text);
      throw upstreamRejection('erp', reply.text.trim(), { upstreamStatus: reply.status, ...(refused ? {} : { mayHaveActed: true }) });
    }
    return reply.body as T;
  }
}
