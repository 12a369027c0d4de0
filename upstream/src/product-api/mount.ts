// Turns resource declarations into routes.
import { createHandler, deleteHandler, listHandler, retrieveHandler, updateHandler } from './crud';
import { compileResource, type CompiledResource, type ResourceDef } from './registry';
import type { Router } from './router';

export function mountResource(router: Router, def: ResourceDef): CompiledResource {
  const r = compileResource(def);
  const list = `${def.path}/`;
  const one = `${def.path}/{id}/`;
  if (r.actions.has('list')) router.get(list, (ctx) => listHandler(ctx, r));
  if (r.actions.has('create')) router.post(list, (ctx) => createHandler(ctx, r));
  if (r.actions.has('retrieve')) router.get(one, (ctx) => retrieveHandler(ctx, r));
  if (r.actions.has('update')) {
    router.put(one, (ctx) => updateHandler(ctx, r));
    router.patch(one, (ctx) => updateHandler(ctx, r));
  }
  if (r.actions.has('delete')) router.delete(one, (ctx) => deleteHandler(ctx, r));
  return r;
}

export function mountResources(router: Router, defs: ResourceDef[]): Map<string, CompiledResource> {
  return new Map(defs.map((d) => [d.path, mountResource(router, d)]));
}
