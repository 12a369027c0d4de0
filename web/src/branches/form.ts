// The branch form's values and the browser's own check (required fields, 'Campo obrigatório!'); every other
// rule (CNPJ, CEP, URLs, image) is the gateway's, whose messages come back by field.
import type { BranchDetailsDialog_BranchFragment, BranchInput, BranchScheduleInput, ScheduleType } from '../generated/graphql';
import { formatCep, formatCnpj } from '../lib/documents';
import { INPUT_LIMITS } from '../generated/input-limits';
import { MIN_ZERO, WHOLE_NUMBER, wholeNumberProblem } from '../lib/formMessages';
import type { ImageRule } from '../lib/imageCheck';
import { boundProblems, type TextBound } from '../lib/inputBounds';

export const REQUIRED = 'Campo obrigatório!';
/** Letters in 'Código da Filial' are not a minimum problem: the code is a number. */
const BRANCH_CODE_NOT_NUMBER = 'Informe o código numérico da filial.';

export const SCHEDULE_TYPES: ReadonlyArray<readonly [ScheduleType, string]> = [
  ['N', 'Horários Normais'],
  ['FDS', 'Finais de Semana/Domingo'],
  ['F', 'Feriados'],
  ['ESP', 'Dias Especiais'],
];

/** The branch image (docs/areas/catalogue.md#images): JPEG of exactly 1039x519 in the folder 'filiais', default
 *  uploader size. */
export const BRANCH_IMAGE: ImageRule = { folder: 'filiais', width: 1039, height: 519, maxBytes: 5_242_880 };

export type BranchFormValues = Record<Exclude<keyof BranchInput, 'status' | 'imageUrl'>, string> & { status: 'A' | 'I'; imageUrl: string };

export interface ScheduleChoice {
  periodIds: string[];
  maxDeliveries: string;
}

export type ScheduleChoices = Partial<Record<ScheduleType, ScheduleChoice>>;

export const TEXT_FIELDS: ReadonlyArray<readonly [keyof BranchFormValues, string]> = [
  ['code', 'Código da Filial'],
  ['name', 'Razão Social'],
  ['cnpj', 'CNPJ'],
  ['address', 'Endereço'],
  ['number', 'Número'],
  ['neighbourhood', 'Bairro'],
  ['city', 'Cidade'],
  ['state', 'Estado'],
  ['postalCode', 'CEP'],
  ['mapsUrl', 'URL Maps'],
  ['contact', 'Contato'],
  ['whatsappUrl', 'URL WhatsApp'],
];

export function emptyBranchForm(): BranchFormValues {
  return {
    code: '',
    name: '',
    cnpj: '',
    address: '',
    number: '',
    neighbourhood: '',
    city: '',
    state: '',
    postalCode: '',
    mapsUrl: '',
    contact: '',
    whatsappUrl: '',
    imageUrl: '',
    status: 'A',
  };
}

export function branchFormOf(b: BranchDetailsDialog_BranchFragment): BranchFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    code: String(b.code),
    name: b.name,
    cnpj: b.cnpj ? formatCnpj(b.cnpj) : '',
    address: text(b.address),
    number: text(b.number),
    neighbourhood: text(b.neighbourhood),
    city: text(b.city),
    state: text(b.state),
    postalCode: b.postalCode ? formatCep(b.postalCode) : '',
    mapsUrl: text(b.mapsUrl),
    contact: text(b.contact),
    whatsappUrl: text(b.whatsappUrl),
    imageUrl: text(b.imageUrl),
    status: b.status === 'I' ? 'I' : 'A',
  };
}

/** The most characters of each text field, as the gateway takes them (the code is a number: wholeNumberProblem). */
export const TEXT_BOUNDS: Readonly<Partial<Record<keyof BranchFormValues, TextBound>>> = (({ code: _number, ...text }) => text)(INPUT_LIMITS.BranchInput);

/** Field -> message for each empty required field, each text beyond its bound, each ticked type without periods or
 *  quantity. */
export function formProblems(values: BranchFormValues, schedules: ScheduleChoices): Record<string, string> {
  const problems: Record<string, string> = { ...boundProblems(values, TEXT_BOUNDS) };
  for (const [field] of TEXT_FIELDS) if (!values[field].trim()) problems[field] = REQUIRED;
  const code = values.code.trim() ? wholeNumberProblem(values.code, REQUIRED) : null;
  if (code) problems.code = code === WHOLE_NUMBER ? BRANCH_CODE_NOT_NUMBER : code;
  // A street number may be 'S/N' or '12A', never below zero.
  if (/^\s*-\s*\d/.test(values.number)) problems.number = MIN_ZERO;
  for (const [type] of SCHEDULE_TYPES) {
    const choice = schedules[type];
    if (!choice) continue;
    if (choice.periodIds.length === 0) problems[`schedules.${type}.periodIds`] = REQUIRED;
    const quantity = wholeNumberProblem(choice.maxDeliveries, REQUIRED);
    if (quantity) problems[`schedules.${type}.maxDeliveries`] = quantity;
  }
  return problems;
}

export function toBranchInput(values: BranchFormValues): BranchInput {
  const { code, imageUrl, ...rest } = values;
  return { ...rest, code: Number(code), imageUrl: imageUrl.trim() || null };
}

export function toScheduleInputs(schedules: ScheduleChoices): BranchScheduleInput[] {
  return SCHEDULE_TYPES.flatMap(([type]) => {
    const choice = schedules[type];
    return choice ? [{ type, periodIds: choice.periodIds, maxDeliveries: Number(choice.maxDeliveries) }] : [];
  });
}
