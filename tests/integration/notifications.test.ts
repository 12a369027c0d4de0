// 'Notificações' (docs/areas/catalogue.md#notifications) on the server side against the reference upstreams: the list
// with its filters, the client picker, and sendNotification checked by what the push provider and the product API
// recorded: 5 000 picked customers go out in 3 push requests and 1 record; a record failure after the push is
// reported alone and its retry saves without pushing again; a failed chunk's retry never re-sends a chunk already
// sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, uploadImage } from './images';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
let marketing: Client;
/** Customer ids of a batch inserted for these tests, all with an external-id push alias. */
let batch: number[];

const LIST = `query($filter: NotificationFilter, $page: Int, $pageSize: Int) {
  notifications(filter: $filter, page: $page, pageSize: $pageSize) {
    total truncated items { id title message audience imageUrl scheduled createdAt sendAt selectedUsers }
  }
}`;
const PICKER = `query($search: String, $page: Int) {
  notificationRecipients(search: $search, page: $page) {
    total items { id name lastPurchaseDate lastPurchaseValue daysSinceLastPurchase hasPushDevice }
  }
}`;
const SEND = `mutation($input: SendNotificationInput!) {
  sendNotification(input: $input) { sent message scheduledFor errors { code message field } }
}`;

const send = async (input: Record<string, unknown>) => (await marketing.query(SEND, { input })).body.data!.sendNotification;
const pushesTitled = async (title: string): Promise<Loose[]> => (await stack.recorded('push', '/notifications')).filter((r) => r.body?.headings?.pt === title);
const recordsTitled = async (title: string): Promise<Loose[]> =>
  (await stack.api.get(`notificacoes/?page_size=1000`)).results.filter((n: Loose) => n.titulo === title);
const recordPosts = () => stack.proxies.productApi.calls.filter((c) => c.method === 'POST' && c.path.includes('/notificacoes/'));
const audits = async (tabela: string, title: string): Promise<Loose[]> =>
  (await stack.api.get(`application-logs/?tabela=${encodeURIComponent(tabela)}&page_size=1000`)).results.filter((l: Loose) => l.dadoDepois?.titulo === title);
const aliasesOf = (push: Loose): string[] => push.body.include_aliases.external_id;

beforeAll(async () => {
  stack = await startWorkflowStack();
  const { rows } = await stack.upstreams.db.query<{ id: number }>(
    `INSERT INTO clientes (cliente, cpf, player_id, dtultmcompra, vlrultmcompra)
     SELECT 'Cliente Lote ' || lpad(g::text, 4, '0'), '', 'lote-' || g, DATE '2026-03-01', 12.5 FROM generate_series(1, 5000) g
     RETURNING id`,
  );
  batch = rows.map((r) => r.id);
  marketing = stack.client();
  expect((await marketing.login('1005')).login.errors).toEqual([]);
}, 120_000);
afterAll(async () => stack?.close());

describe('notifications list', () => {
  it('pages the records 5 at a time, newest first, send date falling back to the creation date', async () => {
    const all = (await marketing.query(LIST, { pageSize: -1 })).body.data!.notifications;
    expect(all.total).toBeGreaterThanOrEqual(12);
    const first = (await marketing.query(LIST, {})).body.data!.notifications;
    expect(first.items).toHaveLength(5);
    expect(first.items.map((n: Loose) => n.id)).toEqual(all.items.slice(0, 5).map((n: Loose) => n.id));
    const second = (await marketing.query(LIST, { page: 2 })).body.data!.notifications;
    expect(second.items.map((n: Loose) => n.id)).toEqual(all.items.slice(5, 10).map((n: Loose) => n.id));
    for (const n of all.items) {
      if (!n.scheduled) expect(n.sendAt).toBe(n.createdAt);
      expect(['GENERAL', 'PICKED']).toContain(n.audience);
    }
    expect(all.items.some((n: Loose) => n.scheduled && n.sendAt !== n.createdAt)).toBe(true);
  });

  it('filters by the type switches and date ranges, and refuses both switches off', async () => {
    const scheduled = (await marketing.query(LIST, { filter: { notScheduled: false }, pageSize: -1 })).body.data!.notifications;
    const plain = (await marketing.query(LIST, { filter: { scheduled: false }, pageSize: -1 })).body.data!.notifications;
    const all = (await marketing.query(LIST, { pageSize: -1 })).body.data!.notifications;
    expect(scheduled.items.every((n: Loose) => n.scheduled)).toBe(true);
    expect(plain.items.every((n: Loose) => !n.scheduled)).toBe(true);
    expect(scheduled.total + plain.total).toBe(all.total);
    const none = await marketing.query(LIST, { filter: { scheduled: false, notScheduled: false } });
    expect(none.body.errors?.[0].message).toBe('Pelo menos um filtro de status deve estar habilitado');

    const day = all.items[all.items.length - 1].createdAt.slice(0, 10);
    const created = (await marketing.query(LIST, { filter: { createdFrom: '2000-01-01', createdTo: day }, pageSize: -1 })).body.data!.notifications;
    expect(created.total).toBeGreaterThan(0);
    expect(created.total).toBeLessThan(all.total);
    const send = (await marketing.query(LIST, { filter: { sendFrom: '2000-01-01', sendTo: '2100-01-01' }, pageSize: -1 })).body.data!.notifications;
    expect(send.total).toBe(scheduled.total); // the send-date filter reads data_hora_agendamento (docs/areas/catalogue.md#calls)
    const reversed = await marketing.query(LIST, { filter: { createdFrom: '2026-03-10', createdTo: '2026-03-01' } });
    expect(reversed.body.errors?.[0].message).toBe('A data inicial deve ser anterior ou igual à data final.');
  });

  it('is refused to a user type without the page (4: separator)', async () => {
    const separator = stack.client();
    await separator.login('1004');
    const reply = await separator.query(LIST, {});
    expect(reply.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('client picker', () => {
  it('searches by part of the name, 10 a page, without the push id', async () => {
    const page1 = (await marketing.query(PICKER, { search: 'CLIENTE LOTE 00' })).body.data!.notificationRecipients;
    expect(page1.total).toBe(99); // 0001..0099
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toEqual({
      id: String(batch[0]),
      name: 'Cliente Lote 0001',
      lastPurchaseDate: '2026-03-01',
      lastPurchaseValue: expect.stringMatching(/^12\.50*$/),
      daysSinceLastPurchase: 9,
      hasPushDevice: true,
    });
    const page2 = (await marketing.query(PICKER, { search: 'cliente lote 00', page: 2 })).body.data!.notificationRecipients;
    expect(page2.items.map((c: Loose) => c.name)[0]).toBe('Cliente Lote 0011');
  });
});

describe('sendNotification', () => {
  it('sends to 5 000 picked customers in 3 push requests and saves 1 record, audited once', async () => {
    const title = 'Lote de cinco mil';
    const postsBefore = recordPosts().length;
    const result = await send({
      title,
      message: 'Promoção 🛒',
      audience: 'PICKED',
      customerIds: batch.map(String),
      requestId: 'lote-5000-0001',
      link: 'https://loja.example/ofertas',
    });
    expect(result).toEqual({ sent: true, message: 'Notificação enviada com Sucesso!', scheduledFor: null, errors: [] });
    const pushes = await pushesTitled(title);
    expect(pushes.map((p) => aliasesOf(p).length)).toEqual([2000, 2000, 1000]);
    expect(new Set(pushes.flatMap(aliasesOf)).size).toBe(5000);
    expect(new Set(pushes.map((p) => p.body.idempotency_key)).size).toBe(3);
    expect(pushes[0].body).toMatchObject({ target_channel: 'push', url: 'https://loja.example/ofertas', contents: { en: 'Promoção 🛒', pt: 'Promoção 🛒' } });
    expect(recordPosts().length - postsBefore).toBe(1);
    const [record] = await recordsTitled(title);
    expect(record).toMatchObject({ tipo_notificacao: 'E', agendada: false, mensagem: 'Promoção 🛒' });
    expect(record.usuarios_selecionados.split(', ')).toHaveLength(5000);
    expect(record.usuarios_selecionados.startsWith('Cliente Lote 0001, Cliente Lote 0002')).toBe(true);
    const [pushAudit, ...more] = await audits('notificacoes(OneSignal)', title);
    expect(more).toEqual([]);
    expect(pushAudit).toMatchObject({ metodo: 'POST', usuario: expect.any(Number), dadoAntes: null, dadoDepois: { requisicoes: 3, tipo_notificacao: 'E' } });
    expect(pushAudit.dadoDepois.id.split(',')).toHaveLength(3);
    const [recordAudit, ...moreRecords] = await audits('notificacoes', title);
    expect(moreRecords).toEqual([]);
    expect(recordAudit.dadoDepois).toMatchObject({ id: record.id, tipo_notificacao: 'E', usuarios_selecionados: record.usuarios_selecionados });

    // The same dialog sending again is the same send: nothing more goes out.
    const again = await send({
      title,
      message: 'Promoção 🛒',
      audience: 'PICKED',
      customerIds: batch.map(String),
      requestId: 'lote-5000-0001',
      link: 'https://loja.example/ofertas',
    });
    expect(again.sent).toBe(true);
    expect(await pushesTitled(title)).toHaveLength(3);
    expect(await recordsTitled(title)).toHaveLength(1);
  }, 120_000);

  it("a record failure after the push says 'Erro ao Salvar Notificação na API: ...'; the retry saves without pushing", async () => {
    const title = 'Falha ao salvar';
    const input = { title, message: 'Uma vez só', audience: 'PICKED', customerIds: batch.slice(0, 2500).map(String), requestId: 'salvar-falha-0001' };
    stack.proxies.productApi.add({ method: 'POST', path: '/notificacoes/', action: 'status', status: 503 });
    const first = await send(input);
    expect(first.sent).toBe(true);
    expect(first.errors).toEqual([
      { code: 'NOTIFICATION_RECORD_FAILED', message: expect.stringMatching(/^Erro ao Salvar Notificação na API: \S/), field: null },
    ]);
    expect(await pushesTitled(title)).toHaveLength(2);
    expect(await recordsTitled(title)).toEqual([]);
    expect(await audits('notificacoes(OneSignal)', title)).toHaveLength(1);

    const retry = await send(input);
    expect(retry).toMatchObject({ sent: true, message: 'Notificação enviada com Sucesso!', errors: [] });
    expect(await pushesTitled(title)).toHaveLength(2);
    expect(await recordsTitled(title)).toHaveLength(1);
    expect(await audits('notificacoes(OneSignal)', title)).toHaveLength(1);
    expect(await audits('notificacoes', title)).toHaveLength(1);
  }, 120_000);

  it("a push failure on the second chunk: the retry sends chunks 2 and 3 only; the message reads 'Erro ao Enviar Notificação: …'", async () => {
    const title = 'Falha no lote dois';
    const input = { title, message: 'Em partes', audience: 'PICKED', customerIds: batch.map(String), requestId: 'lote-dois-0001' };
    // The first request to the provider passes, the second is answered 503 by the proxy (never reaches it).
    stack.proxies.push.add({ path: '/notifications', action: 'hold', ms: 0 });
    stack.proxies.push.add({ path: '/notifications', action: 'status', status: 503 });
    const first = await send(input);
    expect(first.sent).toBe(true);
    expect(first.errors[0]).toMatchObject({ code: 'PUSH_FAILED', message: expect.stringMatching(/^Erro ao Enviar Notificação: /) });
    expect((await pushesTitled(title)).map((p) => aliasesOf(p).length)).toEqual([2000]);
    expect(await recordsTitled(title)).toEqual([]);

    const retry = await send(input);
    expect(retry).toMatchObject({ sent: true, errors: [] });
    const pushes = await pushesTitled(title);
    expect(pushes.map((p) => aliasesOf(p).length)).toEqual([2000, 2000, 1000]);
    expect(new Set(pushes.flatMap(aliasesOf)).size).toBe(5000);
    expect(await recordsTitled(title)).toHaveLength(1);
  }, 120_000);

  it('sends a general notification to the configured segment, scheduled in GMT-3, recorded as G / Todos', async () => {
    const title = 'Para todos';
    const image = await uploadImage(stack.gateway.url, marketing, 'notificacoes', jpeg(1038, 519));
    const result = await send({ title, message: 'Bom dia', audience: 'GENERAL', imageUrl: image, scheduleAt: '2026-03-11T08:30:27-03:00' });
    expect(result).toEqual({ sent: true, message: 'Notificação agendada com Sucesso!', scheduledFor: '2026-03-11T11:30:00.000Z', errors: [] });
    const [push, ...others] = await pushesTitled(title);
    expect(others).toEqual([]);
    expect(push.body).toMatchObject({ included_segments: ['Subscribed Users'], send_after: '2026-03-11 08:30:00 GMT-0300', big_picture: image });
    const [record] = await recordsTitled(title);
    expect(record).toMatchObject({ tipo_notificacao: 'G', usuarios_selecionados: 'Todos', agendada: true, imagem: image });
    const listed = (await marketing.query(LIST, { filter: { notScheduled: false } })).body.data!.notifications.items;
    expect(listed.find((n: Loose) => n.title === title)).toMatchObject({ audience: 'GENERAL', scheduled: true, sendAt: '2026-03-11T11:30:00.000Z' });
  }, 60_000);

  it('refuses bad input with the spec texts, sending nothing', async () => {
    const base = { message: 'x', audience: 'PICKED', customerIds: [String(batch[0])] };
    const long = await send({ ...base, title: 'a'.repeat(26) });
    expect(long.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'O Titulo deve possuir no máximo 25 caracteres!', field: 'title' }]);
    const empty = await send({ ...base, title: ' ' });
    // docs/areas/catalogue.md#validation: the notification form says 'Campo Obrigatório' (the customer's dialog keeps
    // its own text, docs/areas/orders.md#validation).
    expect(empty.errors[0]).toMatchObject({ message: 'Campo Obrigatório', field: 'title' });
    const nobody = await send({ ...base, title: 'Ninguém', customerIds: [] });
    expect(nobody.errors[0]).toMatchObject({ code: 'REQUIRED', field: 'customerIds' });
    const missing = await send({ ...base, title: 'Sumido', customerIds: ['999999999'] });
    expect(missing.errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'customerIds' });
    const wrong = await uploadImage(stack.gateway.url, marketing, 'notificacoes', jpeg(1039, 519));
    const sized = await send({ ...base, title: 'Imagem errada', imageUrl: wrong });
    expect(sized.errors[0]).toMatchObject({ message: 'A imagem da notificação precisa ter dimensões de 1038X519 pixels!', field: 'imageUrl' });
    const past = await send({ ...base, title: 'Passado', scheduleAt: '2026-03-10T11:59:00-03:00' });
    expect(past.errors[0].code).toBe('SCHEDULE_IN_PAST');
    for (const title of ['Ninguém', 'Sumido', 'Imagem errada', 'Passado']) expect(await pushesTitled(title)).toEqual([]);
  }, 60_000);
});
