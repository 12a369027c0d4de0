// How the journal names what a run holds (its subject): the table its audit entry names (the product API's
// resource: 'pedidos', 'itens_pedido', 'filiais', 'funcionarios', 'users', 'recipe', as the API spells them) and
// the record's key, by id once it exists or by its natural key before ('horarios-especiais:17:2026-12-25',
// 'ceps:01310100'). So the journal and the application log name a change alike. One subject is one lock: two
// runs on the same subject never go at once. Store migration 008 renamed the subjects written before this
// scheme; idempotency keys are names, not subjects, and keep whatever they were written with.
const RESOURCE = /^[a-z][a-z_-]*[a-z]$/;

/** The subject of a run on `resource` keyed by `key` (joined by ':'). */
export function journalSubject(resource: string, ...key: ReadonlyArray<string | number>): string {
  if (!RESOURCE.test(resource)) throw new Error(`Not a resource name: '${resource}'`);
  if (key.length === 0) return resource;
  return `${resource}:${key.map(String).join(':')}`;
}
