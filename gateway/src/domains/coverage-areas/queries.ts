// Read helpers of the coverage pages shared by the reads and the writes: a branch code's shape, a postal code by its
// digits, and whether a branch's settings offer an area's neighbourhoods.
import type { Context } from '../../context';
import type { ResolversTypes } from '../../generated/resolvers-types';
import { isCep, normaliseCep } from '../../kit/form-rules';
import type { PostalCodeRecord } from '../../upstreams/product-api/postal-codes';
import type { CoverageAreaSource } from './mappers';

/** The postal code of a form's or filter's digits; null when there is none (or the digits are not a CEP). */
export async function postalCodeOf(ctx: Context, code: string): Promise<PostalCodeRecord | null> {
  if (!isCep(code)) return null;
  return ctx.upstreams.productApi.postalCodes.byCode(normaliseCep(code));
}

/** Whether the branch's settings name this postal code for the neighbourhood search (docs/decisions/0005-neighbourhood-postal-code-is-a-setting.md). */
const offers = (searchCep: string | null | undefined, area: CoverageAreaSource) =>
  Boolean(searchCep) && normaliseCep(String(searchCep)) === area.postalCode.code;

export async function withOffer(ctx: Context, areas: CoverageAreaSource[]): Promise<ResolversTypes['CoverageArea'][]> {
  if (areas.length === 0) return [];
  const api = ctx.upstreams.productApi;
  // Settings rows name their branch by id (docs/areas/catalogue.md#branch-ids-and-codes: `filial={id}`), areas by code.
  const [settings, branches] = await Promise.all([api.generalSettings.all(), api.branches.map()]);
  const searchCep = new Map(settings.map((s) => [branches.codeOf(Number(s.filial)), s.confGeral?.codCepBuscaBairro]));
  return areas.map((area) => ({ ...area, neighbourhoodsOffered: offers(searchCep.get(area.branch.code), area) }));
}
