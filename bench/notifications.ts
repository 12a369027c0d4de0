// Benchmark of 'Notificações' (docs/measurements.md#targets): a notification to 5 000 picked customers through the
// gateway (its own SendNotification document) against the same upstream calls made directly (the picked customers'
// devices read from clientes-lite 500 ids at a time, 4 in flight; one push request per 2 000 devices; the push's audit
// entry, the record and its audit entry), counting what the push provider and the product API received; and the client
// picker's search (NotificationRecipients) against the same clientes-lite call made directly, over the seed's scaled
// dataset (`npm run seed -- --scale 20`, bench/lib/scaled-dataset.ts; the send runs on its own fresh database, so the
// scaled one is only read).
import { print } from 'graphql';
import { randomUUID } from 'node:crypto';
import { startUpstreams } from '../upstream/src/start';
import { NotificationRecipientsDocument, SendNotificationDocument } from '../web/src/generated/graphql';
import { gql, loginToken } from './lib/gateway-client';
import { httpRequest } from './lib/http';
import { startGatewayChild } from './lib/open-orders';
import { countingProxy } from './lib/recording';
import type { BenchResult, Metric } from './lib/report';
import { SCALE, scaledDataset } from './lib/scaled-dataset';
import { median, ms, ratio, timed } from './lib/stats';

const PICKED = 5000;
const SEND_ROUNDS = Number(process.env.BENCH_NOTIFICATION_ROUNDS ?? 5);
const SEARCH_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 200);
const SEND = print(SendNotificationDocument);
const RECIPIENTS = print(NotificationRecipientsDocument);

type Json = Record<string, unknown>;

/** PICKED customers with push aliases, for the send. */
async function prepareCustomers(db: Awaited<ReturnType<typeof startUpstreams>>['db']): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO clientes (cliente, cpf, player_id, dtultmcompra, vlrultmcompra)
     SELECT 'Bench Lote ' || lpad(g::text, 4, '0'), '', 'bench-' || g, DATE '2026-01-10', 10 FROM generate_series(1, $1::int) g
     RETURNING id`,
    [PICKED],
  );
  return rows.map((r) => r.id);
}

async function directSend(api: string, push: string, bearer: string, ids: number[], title: string): Promise<{ pushes: number; saves: number }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${bearer}` };
  const call = async (url: string, method: string, body?: unknown, auth = headers) => {
    const reply = await httpRequest(url, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
    if (reply.status >= 300) throw new Error(`${method} ${url}: ${reply.status} ${reply.text.slice(0, 200)}`);
    return JSON.parse(reply.text) as Json;
  };
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += 500) batches.push(ids.slice(i, i + 500));
  const found: Json[] = [];
  for (let i = 0; i < batches.length; i += 4) {
    const pages = await Promise.all(batches.slice(i, i + 4).map((b) => call(`${api}clientes-lite/?id__in=${b.join(',')}&page_size=${b.length}`, 'GET')));
    for (const page of pages) found.push(...(page.results as Json[]));
  }
  const devices = found.map((c) => String(c.player_id));
  const pushIds: string[] = [];
  for (let i = 0; i < devices.length; i += 2000) {
    const body = {
      app_id: 'demo-app-id',
      headings: { en: title, pt: title },
      contents: { en: 'Promoção', pt: 'Promoção' },
      include_aliases: { external_id: devices.slice(i, i + 2000) },
      target_channel: 'push',
      idempotency_key: randomUUID(),
    };
    pushIds.push(String((await call(`${push}/notifications`, 'POST', body, { 'content-type': 'application/json', authorization: 'Key demo-push-key' })).id));
  }
  const record = {
    titulo: title,
    mensagem: 'Promoção',
    imagem: null,
    tipo_notificacao: 'E',
    usuarios_selecionados: found.map((c) => c.cliente).join(', '),
    data_hora_agendamento: null,
  };
  const log = (tabela: string, dadoDepois: unknown) =>
    call(`${api}application-logs/`, 'POST', { metodo: 'POST', usuario: 1, tabela, dadoAntes: null, dadoDepois });
  await log('notificacoes(OneSignal)', { id: pushIds.join(','), ...record });
  const saved = await call(`${api}notificacoes/`, 'POST', record);
  await log('notificacoes', saved);
  return { pushes: pushIds.length, saves: 1 };
}

async function productApiToken(api: string): Promise<string> {
  const reply = await httpRequest(`${api}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '1001', password: 'senha1234' }),
  });
  return (JSON.parse(reply.text) as { access: string }).access;
}

export async function notificationsBench(): Promise<BenchResult> {
  const upstream = await startUpstreams();
  const apiProxy = await countingProxy(upstream.urls.productApi);
  const pushProxy = await countingProxy(upstream.urls.push);
  // Counted behind proxies; timed against the services themselves (a proxy would slow only the gateway's path).
  const counted = await startGatewayChild({ ...upstream.urls, productApi: apiProxy.url, push: pushProxy.url });
  let gateway: Awaited<ReturnType<typeof startGatewayChild>> | undefined;
  let scaled: Awaited<ReturnType<typeof startUpstreams>> | undefined;
  try {
    const ids = await prepareCustomers(upstream.db);
    const bearer = await productApiToken(upstream.urls.productApi);
    const metrics: Metric[] = [];
    const notes: string[] = [];
    const sendInput = (title: string) => ({ title, message: 'Promoção', audience: 'PICKED', customerIds: ids.map(String), requestId: `bench-${randomUUID()}` });
    const send = async (url: string, token: string, title: string) => {
      const reply = await gql(url, token, SEND, { input: sendInput(title) });
      const payload = reply.body.data?.sendNotification as { sent: boolean; errors: unknown[] } | undefined;
      if (!payload?.sent || payload.errors.length) throw new Error(`gateway send failed: ${JSON.stringify(reply.body)}`);
    };

    await send(counted.info.url, await loginToken(counted.info.url, '1005'), 'Bench contada');
    const pushes = pushProxy.calls.filter((c) => c.method === 'POST').length;
    const saves = apiProxy.calls.filter((c) => c.method === 'POST' && c.path.startsWith('notificacoes/')).length;
    const reads = apiProxy.calls.filter((c) => c.method === 'GET' && c.path.startsWith('clientes-lite/')).length;
    const logs = apiProxy.calls.filter((c) => c.method === 'POST' && c.path.startsWith('application-logs/')).length;
    metrics.push({ name: `send to ${PICKED} picked: push calls`, value: String(pushes), target: '= 3', ok: pushes === 3 });
    metrics.push({ name: `send to ${PICKED} picked: product API saves`, value: String(saves), target: '= 1', ok: saves === 1 });
    notes.push(
      `gateway send: ${reads} clientes-lite reads (500 ids each), ${pushes} push requests, ${saves} notificacoes/ POST, ${logs} application-logs/ POST`,
    );
    await counted.stop();

    gateway = await startGatewayChild(upstream.urls);
    const token = await loginToken(gateway.info.url, '1005');
    const viaGateway: number[] = [];
    const direct: number[] = [];
    for (let round = 0; round <= SEND_ROUNDS; round++) {
      const sent = await timed(() => send(gateway!.info.url, token, `Bench ${round}`));
      const made = await timed(() => directSend(upstream.urls.productApi, upstream.urls.push, bearer, ids, `Direta ${round}`));
      if (made.value.pushes !== 3) throw new Error(`direct send made ${made.value.pushes} push calls`);
      if (round === 0) continue; // warm-up
      viaGateway.push(sent.ms);
      direct.push(made.ms);
    }
    const sendRatio = median(viaGateway) / median(direct);
    metrics.push({ name: `send to ${PICKED} picked: gateway median`, value: ms(median(viaGateway), 1) });
    metrics.push({ name: `send to ${PICKED} picked: direct calls median`, value: ms(median(direct), 1) });
    metrics.push({ name: `send to ${PICKED} picked: gateway / direct`, value: ratio(sendRatio) });

    // The picker, over the scaled dataset: the same search and page through both paths, taking turns.
    await gateway.stop();
    gateway = undefined;
    scaled = await startUpstreams({ dataDir: await scaledDataset() });
    const scaledApi = scaled.urls.productApi;
    gateway = await startGatewayChild(scaled.urls);
    const scaledToken = await loginToken(gateway.info.url, '1005');
    const scaledBearer = await productApiToken(scaledApi);
    const searches = ['silva', 'ana', 'santos', 'maria', 'oliveira'];
    const gatewaySearch: number[] = [];
    const directSearch: number[] = [];
    const count = await httpRequest(`${scaledApi}clientes-lite/?page_size=1`, { headers: { authorization: `Bearer ${scaledBearer}` } });
    notes.push(`client picker over ${(JSON.parse(count.text) as { total: number }).total} customers (the seed's --scale ${SCALE})`);
    for (let i = 0; i < SEARCH_SAMPLES + 20; i++) {
      const search = searches[i % searches.length];
      const page = 1 + (i % 3);
      const viaGraph = await timed(() => gql(gateway!.info.url, scaledToken, RECIPIENTS, { search, page }));
      if (viaGraph.value.body.errors?.length) throw new Error(`picker: ${JSON.stringify(viaGraph.value.body.errors)}`);
      const viaRest = await timed(() =>
        httpRequest(`${scaledApi}clientes-lite/?page_size=10&page=${page}&cliente=${search}`, { headers: { authorization: `Bearer ${scaledBearer}` } }),
      );
      if (i < 20) continue; // warm-up
      gatewaySearch.push(viaGraph.ms);
      directSearch.push(viaRest.ms);
    }
    const searchRatio = median(gatewaySearch) / median(directSearch);
    metrics.push({ name: 'client picker search: gateway median', value: ms(median(gatewaySearch)) });
    metrics.push({ name: 'client picker search: direct REST median', value: ms(median(directSearch)) });
    metrics.push({ name: 'client picker search: gateway / direct', value: ratio(searchRatio), target: '<= 1.3', ok: searchRatio <= 1.3 });
    return { bench: 'notifications', metrics, notes };
  } finally {
    await counted.stop();
    await gateway?.stop();
    await pushProxy.close();
    await apiProxy.close();
    await upstream.close();
    await scaled?.close();
  }
}
