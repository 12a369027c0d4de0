// `Idempotency-Key` on POST, as Stripe's API honours it: the first request with a key is handled and its answer
// kept; a repeat with the same key and the same body gets that answer again (header `Idempotent-Replayed: true`)
// and does nothing; the same key with another body is refused (422); a repeat while the first is still being
// handled gets 409. Only successes are kept (the service says which: the ERP bridge answers its refusals with 200
// and an 'error' body): a refused or failed request did nothing, so a repeat runs again. What the
// gateway relies on to resume a send whose answer was lost (docs/security.md#sends-whose-answer-was-lost).
import { createHash } from 'node:crypto';
import type { Db } from '@painel/db/database';
import { json, type Reply, type ServiceRequest } from './reply';

const MAX_KEY = 255;

type KeptReply = { json: unknown } | { text: string; contentType?: string };

export async function handleOnce(
  db: Db,
  service: string,
  req: ServiceRequest,
  handle: () => Promise<Reply>,
  succeeded: (reply: Reply) => boolean,
): Promise<Reply> {
  const header = req.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return handle();
  if (key.length > MAX_KEY) return json(400, { error: `Idempotency-Key maior que ${MAX_KEY} caracteres` });
  const hash = createHash('sha256').update(req.body).digest('hex');
  const claimed = await db.query('INSERT INTO sandbox_idempotency (service, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [
    service,
    key,
    hash,
  ]);
  if (claimed.rows.length === 0) {
    const { rows } = await db.query<{ request_hash: string; status: number | null; reply: KeptReply | null }>(
      'SELECT request_hash, status, reply FROM sandbox_idempotency WHERE service = $1 AND key = $2',
      [service, key],
    );
    const kept = rows[0];
    if (kept.request_hash !== hash) return json(422, { error: 'Idempotency-Key já usada com outra requisição' });
    if (kept.status === null || !kept.reply) return json(409, { error: 'Requisição com esta Idempotency-Key em andamento' });
    const replayed = { 'idempotent-replayed': 'true' };
    return 'json' in kept.reply
      ? { status: kept.status, json: kept.reply.json, headers: replayed }
      : { status: kept.status, text: kept.reply.text, contentType: kept.reply.contentType, headers: replayed };
  }
  let reply: Reply;
  try {
    reply = await handle();
  } catch (error) {
    await db.query('DELETE FROM sandbox_idempotency WHERE service = $1 AND key = $2', [service, key]);
    throw error;
  }
  if ('bytes' in reply || !succeeded(reply)) {
    await db.query('DELETE FROM sandbox_idempotency WHERE service = $1 AND key = $2', [service, key]);
    return reply;
  }
  const kept: KeptReply = 'json' in reply ? { json: reply.json } : { text: reply.text, contentType: reply.contentType };
  await db.query('UPDATE sandbox_idempotency SET status = $3, reply = $4::jsonb WHERE service = $1 AND key = $2', [
    service,
    key,
    reply.status,
    JSON.stringify(kept),
  ]);
  return reply;
}
