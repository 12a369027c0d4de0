// 'Notificações' of the customer search end to end on the server side: the image goes up through the gateway
// (createImageUpload + PUT /uploads/<ticket>), then notifyCustomer sends it now or scheduled; the push sandbox and
// the product API show exactly what went out.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { nextCpf } from './workflow-fixtures';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';
import { jpeg } from './images';

let stack: WorkflowStack;
let staff: Client;

const CREATE = `mutation($size: Int!) {
  createImageUpload(folder: notificacoes, fileName: "promo.jpg", contentType: "image/jpeg", size: $size) { uploadUrl fileUrl errors { message } }
}`;
const NOTIFY = `mutation($input: CustomerNotificationInput!) {
  notifyCustomer(input: $input) { sent message scheduledFor errors { code message field } }
}`;

async function uploadThroughGateway(bytes: Uint8Array): Promise<string> {
  const t = (await staff.query(CREATE, { size: bytes.length })).body.data!.createImageUpload;
  expect(t.errors).toEqual([]);
  const reply = await fetch(new URL(t.uploadUrl, stack.gateway.url), {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', cookie: staff.cookie! },
    body: bytes,
  });
  expect(reply.status).toBe(200);
  return t.fileUrl;
}

async function newCustomer(): Promise<{ id: number; device: string }> {
  const device = `ext-${nextCpf()}`;
  const customer = await stack.api.post('clientes/', { cliente: 'Cliente Notificação', cpf: nextCpf(), player_id: device, qtdCompras: 2 });
  return { id: customer.id, device };
}

async function pushesTo(device: string): Promise<Loose[]> {
  return (await stack.recorded('push', '/notifications')).filter((r) => JSON.stringify(r.body).includes(device));
}

async function recordsOf(customerId: number): Promise<Loose[]> {
  return (await stack.api.get('notificacoes/?page_size=100')).results.filter((n: Loose) => n.usuarios_selecionados === String(customerId));
}

withWorkflowStack(['1003'], (started, clients) => {
  stack = started;
  [staff] = clients;
});

describe('notifyCustomer with an uploaded image', () => {
  it('sends now: big_picture is the uploaded file, no send_after, record without schedule', async () => {
    const customer = await newCustomer();
    const image = await uploadThroughGateway(jpeg(1038, 519));
    const input = { customerId: String(customer.id), title: 'Ofertas', message: 'Hoje tem desconto 🛒', imageUrl: image };
    const result = (await staff.query(NOTIFY, { input })).body.data!.notifyCustomer;
    expect(result).toEqual({ sent: true, message: 'Notificação enviada com Sucesso!', scheduledFor: null, errors: [] });
    const pushes = await pushesTo(customer.device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].body).toMatchObject({ big_picture: image, include_aliases: { external_id: [customer.device] } });
    expect(pushes[0].body.send_after).toBeUndefined();
    const records = await recordsOf(customer.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ imagem: image, agendada: false, data_hora_agendamento: null, tipo_notificacao: 'E' });
    // Two audit entries: the push (docs/decisions/0017-pushes-audited.md) and the record.
    const audits = async (tabela: string) =>
      (await stack.api.get(`application-logs/?tabela=${encodeURIComponent(tabela)}&page_size=1000`)).results.filter(
        (l: Loose) => l.dadoDepois?.usuarios_selecionados === String(customer.id),
      );
    const [pushAudit] = await audits('notificacoes(OneSignal)');
    expect(pushAudit).toMatchObject({ metodo: 'POST', dadoAntes: null, dadoDepois: { titulo: 'Ofertas', imagem: image, data_hora_agendamento: null } });
    expect(pushAudit.dadoDepois.id).toEqual(expect.any(String));
    expect(await audits('notificacoes(OneSignal)')).toHaveLength(1);
    expect(await audits('notificacoes')).toHaveLength(1);
  }, 60_000);

  it('schedules: send_after at :00 seconds in GMT-0300, the record keeps data_hora_agendamento', async () => {
    const customer = await newCustomer();
    const image = await uploadThroughGateway(jpeg(1038, 519));
    // The panel sends the chosen date and time in -03:00; stray seconds are dropped.
    const input = { customerId: String(customer.id), title: 'Agendada', message: 'Amanhã cedo', imageUrl: image, scheduleAt: '2026-03-11T08:30:27-03:00' };
    const result = (await staff.query(NOTIFY, { input })).body.data!.notifyCustomer;
    expect(result).toEqual({ sent: true, message: 'Notificação agendada com Sucesso!', scheduledFor: '2026-03-11T11:30:00.000Z', errors: [] });
    const pushes = await pushesTo(customer.device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].body).toMatchObject({ send_after: '2026-03-11 08:30:00 GMT-0300', big_picture: image });
    const records = await recordsOf(customer.id);
    expect(records).toHaveLength(1);
    expect(records[0].agendada).toBe(true);
    expect(Date.parse(records[0].data_hora_agendamento)).toBe(Date.parse('2026-03-11T11:30:00Z'));
  }, 60_000);

  it('refuses a schedule in the past and a wrong-size uploaded image, sending nothing', async () => {
    const customer = await newCustomer();
    const base = { customerId: String(customer.id), title: 'Oi', message: 'Olá' };
    const past = (await staff.query(NOTIFY, { input: { ...base, scheduleAt: '2026-03-10T11:59:00-03:00' } })).body.data!.notifyCustomer;
    expect(past.errors).toEqual([
      { code: 'SCHEDULE_IN_PAST', message: 'Erro ao agendar notificação: a data e o horário do agendamento precisam estar no futuro.', field: 'scheduleAt' },
    ]);
    const wrong = await uploadThroughGateway(jpeg(1039, 519));
    const sized = (await staff.query(NOTIFY, { input: { ...base, imageUrl: wrong } })).body.data!.notifyCustomer;
    expect(sized.errors[0]).toMatchObject({ message: 'A imagem da notificação precisa ter dimensões de 1038X519 pixels!', field: 'imageUrl' });
    expect(await pushesTo(customer.device)).toEqual([]);
    expect(await recordsOf(customer.id)).toEqual([]);
  }, 60_000);

  it("a push provider failure on a schedule reads 'Erro ao agendar notificação: …'", async () => {
    const customer = await newCustomer();
    await stack.fault('push', { mode: 'status', status: 400, times: 1 });
    try {
      const input = { customerId: String(customer.id), title: 'Oi', message: 'Olá', scheduleAt: '2026-03-12T10:00:00-03:00' };
      const result = (await staff.query(NOTIFY, { input })).body.data!.notifyCustomer;
      expect(result.sent).toBe(false);
      expect(result.errors[0].message).toMatch(/^Erro ao agendar notificação: \S/);
      expect(await recordsOf(customer.id)).toEqual([]);
    } finally {
      await stack.clearFaults();
    }
  }, 60_000);
  // The push provider's refusals as it words them (English): the person reads them in Portuguese, never as sent.
  const refusals = [
    {
      what: 'its rate limit (429)',
      fault: { mode: 'status', status: 429, times: 1 },
      shown: 'Erro ao Enviar Notificação: Limite de envios do serviço de notificações atingido. Tente novamente em instantes.',
    },
    {
      what: 'a key it does not accept (403)',
      fault: {
        mode: 'status',
        status: 403,
        times: 1,
        body: { errors: ["Access denied.  Please include an 'Authorization: Key <api key>' header with a valid API key."] },
      },
      shown: 'Erro ao Enviar Notificação: O serviço de notificações recusou as credenciais do painel.',
    },
    {
      what: 'a device that is not subscribed (200, id "")',
      fault: { mode: 'status', status: 200, times: 1, body: { id: '', recipients: 0, errors: ['All included players are not subscribed'] } },
      shown: 'Erro ao Enviar Notificação: Nenhum destinatário está inscrito para receber notificações.',
    },
    {
      what: 'a refusal it words in a way nobody documented (400)',
      fault: { mode: 'status', status: 400, times: 1, body: { errors: ['Something went wrong with this notification'] } },
      shown: 'Erro ao Enviar Notificação: O serviço de notificações recusou o envio.',
    },
  ];
  it.each(refusals)(
    'the push provider refusing with $what: the person reads it in Portuguese',
    async ({ fault, shown }) => {
      const customer = await newCustomer();
      await stack.fault('push', fault);
      try {
        const result = (await staff.query(NOTIFY, { input: { customerId: String(customer.id), title: 'Oi', message: 'Olá' } })).body.data!.notifyCustomer;
        expect(result.sent).toBe(false);
        expect(result.errors.map((e: Loose) => e.message)).toEqual([shown]);
        expect(await recordsOf(customer.id)).toEqual([]);
      } finally {
        await stack.clearFaults();
      }
    },
    60_000,
  );

  it('a repeat with the same requestId pushes once; a failed record resumes without a second push', async () => {
    const customer = await newCustomer();
    const input = { customerId: String(customer.id), title: 'Uma vez', message: 'Só uma vez', requestId: 'dialog-0001-abcd' };
    stack.proxies.productApi.add({ method: 'POST', path: '/notificacoes/', action: 'status', status: 503 });
    const first = (await staff.query(NOTIFY, { input })).body.data!.notifyCustomer;
    expect(first.sent).toBe(true); // the push went out; only the record failed
    expect(first.errors[0].message).toMatch(/^Erro ao Salvar Notificação na API: /);
    expect(await recordsOf(customer.id)).toEqual([]);

    const retry = (await staff.query(NOTIFY, { input })).body.data!.notifyCustomer;
    expect(retry).toMatchObject({ sent: true, message: 'Notificação enviada com Sucesso!', errors: [] });
    const again = (await staff.query(NOTIFY, { input })).body.data!.notifyCustomer;
    expect(again).toMatchObject({ sent: true, errors: [] });
    expect(await pushesTo(customer.device)).toHaveLength(1);
    expect(await recordsOf(customer.id)).toHaveLength(1);

    // Edited content under the same dialog is a new send.
    await staff.query(NOTIFY, { input: { ...input, message: 'Outra mensagem' } });
    expect(await pushesTo(customer.device)).toHaveLength(2);
    const bad = (await staff.query(NOTIFY, { input: { ...input, requestId: 'x' } })).body.data!.notifyCustomer;
    expect(bad.errors[0].field).toBe('requestId');
  }, 60_000);
});
