// The resources as a profile offers them (profile.ts): without an extension, its route or field is not there at all,
// as on a service that never had it (a route answers 404 like any unknown path, a field is absent from every answer).
import type { ReferenceFeatures } from '../../profile';
import type { FieldDef, ResourceDef } from '../registry';
import { offersJson } from './nested';

/** The changes feed of orders (`pedidos-alterados/`) is ours: the specs' call tables do not have it. */
const CHANGES_FEED_PATH = 'pedidos-alterados';
/** So is the privacy policy (docs/contracts/product-api.md#extensions): a company service may not have it. */
const PRIVACY_POLICY_PATH = 'politica-privacidade';
const PREVIOUS_PRICE_FIELD = 'pvenda_anterior';
const NESTED_OFFERS_FIELD = 'ofertasProduto';

function withoutPreviousPrice(fields: FieldDef[]): FieldDef[] {
  return fields
    .filter((field) => field.name !== PREVIOUS_PRICE_FIELD)
    .map((field) => (field.name === NESTED_OFFERS_FIELD ? { ...field, read: offersJson('t.id', false) } : field));
}

export function offeredResources(defs: readonly ResourceDef[], features: ReferenceFeatures): ResourceDef[] {
  return defs
    .filter((def) => features.changesFeed || def.path !== CHANGES_FEED_PATH)
    .filter((def) => features.privacyPolicy || def.path !== PRIVACY_POLICY_PATH)
    .map((def) => (features.previousOfferPrice ? def : { ...def, fields: withoutPreviousPrice(def.fields) }));
}
