// The /_sandbox/ control endpoints every reference service shares: read and clear the recorded requests,
// set and clear faults.
import type { Db } from '@painel/db/database';
import { parseFault, type FaultSwitch } from './faults';
import { json, type Reply } from './reply';
import { clearRequests, listRequests } from './recorder';

const notAllowed = (allowed: string) => ({ ...json(405, { detail: 'Method not allowed.' }), headers: { allow: allowed } });

function nonNegativeInt(value: string | null): number | undefined | null {
  if (value === null || value === '') return undefined;
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export async function handleSandboxRoute(db: Db, service: string, faults: FaultSwitch, method: string, url: URL, body: Buffer): Promise<Reply> {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/_sandbox/requests') {
    if (method === 'GET') {
      const since = nonNegativeInt(url.searchParams.get('since'));
      const limit = nonNegativeInt(url.searchParams.get('limit'));
      if (since === null) return json(400, { since: ['Enter a whole number.'] });
      if (limit === null || limit === 0 || (limit ?? 0) > 10_000) {
        return json(400, { limit: ['Enter a whole number between 1 and 10000.'] });
      }
      const pathFilter = url.searchParams.get('path') || undefined;
      const results = await listRequests(db, service, { since, limit, path: pathFilter });
      return json(200, { service, results, lastId: results.length ? results[results.length - 1].id : (since ?? 0) });
    }
    if (method === 'DELETE') return json(200, { deleted: await clearRequests(db, service) });
    return notAllowed('GET, DELETE');
  }
  if (path === '/_sandbox/faults') {
    if (method === 'GET') return json(200, { faults: faults.list() });
    if (method === 'DELETE') {
      faults.clear();
      return json(200, { faults: [] });
    }
    if (method === 'POST') {
      let value: unknown;
      try {
        value = JSON.parse(body.toString('utf8'));
      } catch {
        return json(400, { detail: 'JSON parse error.' });
      }
      const parsed = parseFault(value);
      if ('errors' in parsed) return json(400, { errors: parsed.errors });
      return json(201, { fault: faults.add(parsed.fault) });
    }
    return notAllowed('GET, POST, DELETE');
  }
  return json(404, { detail: 'Not found.' });
}
