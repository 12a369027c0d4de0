// The coverage area and neighbourhood forms (docs/areas/catalogue.md#validation): values as typed <-> the mutations'
// inputs. The gateway checks the same rules; these give the answer before a round trip.
import type { CoverageAreaTable_AreaFragment, CoverageAreaInput, NeighbourhoodsDialog_NeighbourhoodFragment, NeighbourhoodInput } from '../generated/graphql';
import { CEP_INVALID, cepDigits, formatCep, isCep } from '../lib/documents';
import { decimalOf, decimalProblem, moneyText } from '../lib/moneyField';
import type { Checked } from '../lib/useDialogForm';

import { emptyMessage } from '../lib/formMessages';

/** The neighbourhood form says 'Campo obrigatório!'; the area and CEP forms the generic text
 *  (docs/areas/catalogue.md#validation). */
export const REQUIRED = 'Campo obrigatório!';
export const AREA_LABELS = { branch: 'Código da Filial', postalCode: 'CEP', fee: 'Valor da Taxa' } as const;
export const POSTAL_CODE_LABELS = { code: 'CEP', address: 'Endereço' } as const;
export const MIN_ZERO = 'O valor mínimo é 0!';

export interface AreaFormValues {
  branch: string;
  postalCode: string;
  fee: string;
}

export interface NeighbourhoodFormValues {
  name: string;
  fee: string;
  note: string;
  /** 'true' (Ativo) or 'false' (Inativo), as the select holds it */
  active: 'true' | 'false';
}

export const emptyAreaForm = (): AreaFormValues => ({ branch: '', postalCode: '', fee: '' });

export const areaFormOf = (area: CoverageAreaTable_AreaFragment): AreaFormValues => ({
  branch: String(area.branch.code),
  postalCode: formatCep(area.postalCode.code),
  fee: moneyText(area.fee),
});

export const emptyNeighbourhoodForm = (): NeighbourhoodFormValues => ({ name: '', fee: '', note: '', active: 'true' });

export const neighbourhoodFormOf = (n: NeighbourhoodsDialog_NeighbourhoodFragment): NeighbourhoodFormValues => ({
  name: n.name,
  fee: moneyText(n.fee),
  note: n.note ?? '',
  active: n.active ? 'true' : 'false',
});

/** A fee's problem: required (in the form's own words), a number, at least 0. */
function feeProblem(text: string, required: string): string | null {
  if (!text.trim()) return required;
  const fee = decimalOf(text);
  if (fee === null) return decimalProblem(text);
  return Number(fee) < 0 ? MIN_ZERO : null;
}

export function areaInput(values: AreaFormValues): Checked<CoverageAreaInput> {
  const errors: Record<string, string> = {};
  if (!values.branch.trim()) errors.branch = emptyMessage(AREA_LABELS.branch);
  else if (!/^\d{1,9}$/.test(values.branch.trim())) errors.branch = 'Informe o código numérico da filial.';
  if (!values.postalCode.trim()) errors.postalCode = emptyMessage(AREA_LABELS.postalCode);
  else if (!isCep(values.postalCode)) errors.postalCode = CEP_INVALID;
  const fee = feeProblem(values.fee, emptyMessage(AREA_LABELS.fee));
  if (fee) errors.fee = fee;
  if (Object.keys(errors).length) return { errors };
  return { input: { branch: Number(values.branch.trim()), postalCode: cepDigits(values.postalCode), fee: decimalOf(values.fee)! } };
}

export function neighbourhoodInput(values: NeighbourhoodFormValues): Checked<NeighbourhoodInput> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = REQUIRED;
  const fee = feeProblem(values.fee, REQUIRED);
  if (fee) errors.fee = fee;
  if (Object.keys(errors).length) return { errors };
  return { input: { name: values.name.trim(), fee: decimalOf(values.fee)!, note: values.note.trim() || null, active: values.active === 'true' } };
}
