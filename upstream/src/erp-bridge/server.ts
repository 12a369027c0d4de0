/*
 * Reference Winthor ERP bridge (an in-house PHP bridge). Every script answers HTTP 200 with JSON, also on
 * failure; a failure is a body with "error", or PHP 'Warning'/'Notice' HTML printed before the JSON (the
 * client must treat any body containing 'Warning', 'Notice' or 'error' as a failure). Scripts are matched by
 * the last path segment, with or without '.php', so ERP_BRIDGE_URL may carry any base path.
 *
 * POST processa-cliente   body (JSON; the panel's customer object, extra fields are kept):
 *     {"cpf": "52998224725" (digits or formatted, must be valid), "cliente": "Maria Souza" (or "nome", <= 60), ...}
 *   -> {"codcli": 100001, "mensagem": "Cliente cadastrado com sucesso"}      (first time for this CPF)
 *   -> {"codcli": 100001, "mensagem": "Cliente atualizado com sucesso"}      (same CPF again: same code)
 *   -> {"error": "CPF inválido: 123"} | {"error": "Nome do cliente não informado"}
 *   -> '<br />\n<b>Notice</b>:  Undefined index: cpf in <b>...</b> ...<br />\n{"error":"CPF do cliente não informado"}'
 *
 * POST processa-pedido    body (JSON):
 *     {"id_pedido": 555 (app order id), "codcli": 100001 (ERP code), "codfilial": "17", "codcob": 3
 *      (ERP payment code: 1, 2, 3 or 6), "itens": [{"codigo": "<codauxiliar>-<codprod>",
 *      "quantidade": 1.5, "preco": 12.99}]}   numbers may also be decimal strings; extra fields are kept.
 *   -> {"numorcamento": 1000000001, "vltotal": "19.485", "qtitens": 1, "mensagem": "Pedido processado com sucesso"}
 *      vltotal = sum of round(quantidade * preco, 3), 3 decimals. On the default profile (features.erpUpsert)
 *      sending the same (codfilial, id_pedido) again replaces the items and keeps the numorcamento ("Pedido
 *      reprocessado com sucesso"); on the seeds profile every send makes a new budget, as a bridge that only
 *      inserts does.
 *   -> {"error": "Cliente 123 não cadastrado no Winthor"} | {"error": "Item 2: quantidade inválida"} | ...
 *
 * GET get_payment_data?orcamento=1000000001
 *   -> {"NUMCUPOM": "200001", "VLTOTAL": "19.485", "DTHORAAUTORIZACAOSEFAZ": "2026-01-10 14:32:10"}
 *      Oracle values as PHP's OCI driver gives them: strings, numbers without trailing zeros; the date is
 *      America/Sao_Paulo local time 'YYYY-MM-DD HH:mm:ss'. Unknown: {"error": "Orçamento 1 não encontrado"}.
 *
 * GET get_payment_data_adicional?orcamento=&orcamento_adicional=&codcli=
 *   -> same shape: the main order's NUMCUPOM, VLTOTAL = both totals summed, the later authorisation time.
 *      Both budgets must belong to codcli, else {"error": "Orçamento N não pertence ao cliente C"}.
 *
 * Unknown script: 404 Apache page; wrong method: 405 {"error": "Método não permitido"}; body > 2 MiB: 413.
 */
import type { Db } from '@painel/db/database';
import { json, parseJson, type Reply, type ServiceRequest } from '../sandbox/reply';
import type { ServiceDefinition } from '../sandbox/service';
import { referenceFeatures, type ReferenceFeatures } from '../profile';
import { processCustomer } from './customers';
import { getAdditionalPaymentData, getPaymentData, processOrder } from './orders';
import { apachePage, phpDiagnostic } from './php';

const scriptName = (path: string) => (path.split('/').filter(Boolean).pop() ?? '').replace(/\.php$/, '');

export function erpBridgeService(db: Db, features: Pick<ReferenceFeatures, 'erpUpsert'> = referenceFeatures()): ServiceDefinition {
  const routes: Record<string, { method: string; run(req: ServiceRequest): Promise<Reply> }> = {
    'processa-cliente': { method: 'POST', run: (req) => processCustomer(db, body(req)) },
    'processa-pedido': { method: 'POST', run: (req) => processOrder(db, body(req), { upsert: features.erpUpsert }) },
    get_payment_data: { method: 'GET', run: (req) => getPaymentData(db, req.query) },
    get_payment_data_adicional: { method: 'GET', run: (req) => getAdditionalPaymentData(db, req.query) },
  };
  return {
    name: 'erp',
    // A success is a JSON answer without 'error' (the bridge answers refusals with 200 too).
    idempotentPosts: (reply) => reply.status === 200 && 'json' in reply && typeof reply.json === 'object' && reply.json !== null && !('error' in reply.json),
    bodyLimit: 2 * 1024 * 1024,
    handle: async (req) => {
      const route = Object.hasOwn(routes, scriptName(req.path)) ? routes[scriptName(req.path)] : undefined;
      if (!route) return apachePage(404, `The requested URL was not found on this server.`);
      if (req.method !== route.method) return json(405, { error: 'Método não permitido' }, { allow: route.method });
      return route.run(req);
    },
    faultReply: (status) => apachePage(status),
    tooLarge: () =>
      apachePage(
        413,
        'The requested resource does not allow request data with POST requests, or the amount of data provided in the request exceeds the capacity limit.',
      ),
    warningText: (req, message) =>
      phpDiagnostic('Warning', message ?? 'oci_execute(): ORA-00054: resource busy and acquire with NOWAIT specified', scriptName(req.path), 87),
  };
}

// PHP reads php://input; anything that is not JSON reaches the script as null.
function body(req: ServiceRequest): unknown {
  const parsed = parseJson(req);
  return parsed.ok ? parsed.value : null;
}
