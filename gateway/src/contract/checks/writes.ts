// Checks that send writes: run only with --write and CONTRACT_WRITE=staging, against a staging system. Each is
// chosen to leave as little behind as it can: refused bodies (missing fields, bad credentials, an invalid CPF, no
// push target, an order without items), a push to a device id nobody has, and one small image stored in the products
// folder (twice: uploaded, and PUT to a presigned URL).
import { isStorageFile } from '../../kit/image-check';
import { drfFieldErrors } from '../../upstreams/errors';
import { erpReplyFailed } from '../../upstreams/erp-bridge';
import type { Contract } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';
import { filesBase } from './storage';

/** A 1x1 JPEG (what the products folder takes). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const NAME = 'painel-contract.jpg';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const dataOf = (body: unknown) => (isRecord(body) && isRecord(body.data) ? body.data : null);

async function served(contract: Contract, url: string): Promise<string | null> {
  const answer = await contract.http.call('storage', url, { headers: { accept: '*/*' } });
  return answer.status === 200 ? null : `${url} answered HTTP ${answer.status}`;
}

async function fileUrlForm(contract: Contract, url: unknown, key: unknown): Promise<string | null> {
  if (typeof url !== 'string' || typeof key !== 'string') return 'the answer lacks data.file_url or data.key';
  if (!isStorageFile(url, filesBase(contract), 'produtos'))
    return `file_url ${url} is not under ${filesBase(contract)}produtos/: the gateway would refuse the image`;
  return served(contract, url);
}

async function upload(contract: Contract, name: string): Promise<CheckResult> {
  const form = new FormData();
  form.append('folder', 'produtos');
  form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), NAME);
  const answer = await contract.http.call('storage', 'upload/', { method: 'POST', form });
  const data = dataOf(answer.body);
  if (answer.status >= 300 || !data) return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  const problem = await fileUrlForm(contract, data.file_url, data.key);
  return problem ? fail(name, problem) : pass(name, `stored as ${String(data.file_url)} and served`);
}

async function presigned(contract: Contract, name: string): Promise<CheckResult> {
  const answer = await contract.http.call('storage', 'presigned-url/', {
    method: 'POST',
    json: { file_name: NAME, file_type: 'image/jpeg', folder: 'produtos' },
  });
  const data = dataOf(answer.body);
  if (answer.status >= 300 || !data || typeof data.presigned_url !== 'string') return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  const put = await contract.http.call('storage', data.presigned_url, { method: 'PUT', bytes: JPEG, headers: { 'content-type': 'image/jpeg' } });
  if (put.status >= 300) return fail(name, `PUT to the presigned URL answered HTTP ${put.status}`);
  const problem = await fileUrlForm(contract, data.file_url, data.key);
  return problem ? fail(name, problem) : pass(name, `stored as ${String(data.file_url)} and served`);
}

async function missingFields(contract: Contract, name: string): Promise<CheckResult> {
  const answer = await contract.api('destaques/', { method: 'POST', json: {} });
  const fields = answer.status === 400 ? drfFieldErrors(answer.body) : undefined;
  if (!fields) return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}: the gateway shows a 400's field errors on their fields`);
  return pass(name, `400 with field errors on ${Object.keys(fields).join(', ')}`);
}

async function push(contract: Contract, target: Record<string, unknown>): Promise<{ status: number; body: unknown; text: string }> {
  const { appId, apiKey, legacy } = contract.config.push;
  return contract.http.call('push', legacy ? 'api/v1/notifications' : 'notifications', {
    method: 'POST',
    headers: { authorization: legacy ? `Basic ${apiKey ?? ''}` : `Key ${apiKey ?? ''}` },
    json: { app_id: appId, headings: { en: 'Teste', pt: 'Teste' }, contents: { en: 'Teste do contrato', pt: 'Teste do contrato' }, ...target },
  });
}

async function pushNoTarget(contract: Contract, name: string): Promise<CheckResult> {
  const answer = await push(contract, {});
  if (answer.status !== 400 || !isRecord(answer.body) || !Array.isArray(answer.body.errors))
    return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  return pass(name, `400 '${answer.body.errors.join('; ')}'`);
}

async function pushNobody(contract: Contract, name: string): Promise<CheckResult> {
  const answer = await push(contract, { include_subscription_ids: ['00000000-0000-4000-8000-000000000000'] });
  if (answer.status !== 200 || !isRecord(answer.body) || !('id' in answer.body))
    return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}: check PUSH_APP_ID and PUSH_API_KEY`);
  return pass(name, answer.body.id === '' ? `200 id "" (nothing sent): ${JSON.stringify(answer.body.errors ?? [])}` : `200 id ${String(answer.body.id)}`);
}

async function loyaltyRefused(contract: Contract, name: string, path = 'admin/api/v2/shops'): Promise<CheckResult> {
  const { username, token } = contract.config.site.loyaltyHeaders;
  const answer = await contract.http.call('loyalty', path, {
    method: 'POST',
    json: {},
    headers: { [username]: 'painel-contract', [token]: 'painel-contract-wrong' },
  });
  const response = isRecord(answer.body) && isRecord(answer.body.response) ? answer.body.response : null;
  if (answer.status !== 401 || !response || typeof response.code !== 'number') return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  return pass(name, `401 {response: {code: ${response.code}, ...}}`);
}

async function erpRefused(
  contract: Contract,
  name: string,
  script = 'processa-cliente',
  body: unknown = { cpf: '123', nome: 'Painel Contrato' },
): Promise<CheckResult> {
  const answer = await contract.http.call('erp', script, { method: 'POST', json: body });
  if (answer.status >= 500 || !erpReplyFailed(answer.text))
    return fail(name, `answered HTTP ${answer.status} ${answer.text.slice(0, 120)} without the bridge's error form`);
  return pass(name, `HTTP ${answer.status} ${answer.text.slice(0, 80).trim()}`);
}

const WRITES: ReadonlyArray<{ name: string; run: (contract: Contract, name: string) => Promise<CheckResult> }> = [
  {
    name: 'write: POST upload/ file, folder -> data.file_url, key; the file is served (docs/areas/catalogue.md#calls, docs/areas/staff-and-support.md#calls)',
    run: upload,
  },
  {
    name: 'write: POST presigned-url/ file_name, file_type, folder -> data.presigned_url, file_url, key; PUT the bytes (docs/areas/staff-and-support.md#calls)',
    run: presigned,
  },
  { name: 'write: error shape: POST destaques/ without fields -> 400 {field: [messages]} (docs/contracts/product-api.md#errors)', run: missingFields },
  { name: 'write: push provider: POST notifications without a target -> 400 {"errors": [...]} (docs/contracts/push.md#answers)', run: pushNoTarget },
  { name: 'write: push provider: POST notifications to an unknown device -> 200 {id, recipients, errors} (docs/contracts/push.md#answers)', run: pushNobody },
  {
    name: 'write: loyalty error form: POST shops with wrong credentials -> 401 {response: {code, error}} (docs/contracts/loyalty.md#answers)',
    run: (contract, name) => loyaltyRefused(contract, name),
  },
  {
    name: 'write: loyalty error form: POST shops/cancel with wrong credentials -> 401 {response: {code, error}} (docs/contracts/loyalty.md#answers)',
    run: (contract, name) => loyaltyRefused(contract, name, 'admin/api/v2/shops/cancel'),
  },
  {
    name: 'write: ERP error form: POST processa-cliente with an invalid CPF -> {"error": ...} (docs/contracts/erp.md#errors)',
    run: (contract, name) => erpRefused(contract, name),
  },
  {
    name: 'write: ERP error form: POST processa-pedido of an order without items -> {"error": ...} (docs/contracts/erp.md#errors)',
    run: (contract, name) => erpRefused(contract, name, 'processa-pedido', { id_pedido: 0, codcli: 0, codfilial: '0', codcob: 0, itens: [] }),
  },
];

export const WRITE_CHECK_COUNT = WRITES.length;

export async function writeChecks(contract: Contract): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of WRITES) results.push(...(await settled(check.name, () => check.run(contract, check.name))));
  return results;
}
