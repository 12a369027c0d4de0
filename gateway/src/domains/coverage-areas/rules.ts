// The coverage and postal code forms' rules (docs/areas/catalogue.md#coverage-areas,
// docs/areas/catalogue.md#postal-codes; docs/decisions/0012-postal-codes-page.md for page 'cep'): fees at least 0, a postal code of 8 digits,
// a neighbourhood's name and a postal code's address required.
import type { CoverageAreaInput, NeighbourhoodInput, PostalCodeInput } from '../../generated/resolvers-types';
import { emptyMessage, FORM_MESSAGES, isCep, problemList, type FieldProblem } from '../../kit/form-rules';

export const COVERAGE_MESSAGES = {
  ...FORM_MESSAGES,
  saved: 'Área de Cobertura Cadastrada/Atualizada Com Sucesso!',
  saveFailed: 'Erro ao Cadastrar a Área de Cobertura: ',
  loadFailed: 'Erro ao Carregar Taxas: ',
  lookupFailed: 'Erro ao Procurar CEP: ',
  /** The form's lookup found no such postal code. */
  postalCodeNotFound: 'Cep Não encontrado',
  branchNotFound: 'Filial não encontrada.',
  areaNotFound: 'Área de cobertura não encontrada.',
  duplicate: 'Já existe uma área de cobertura desta filial para este CEP.',
  neighbourhoodSaved: 'Bairro Atualizado Com Sucesso!',
  neighbourhoodCreateFailed: 'Erro ao Cadastrar: ',
  neighbourhoodUpdateFailed: 'Erro ao Atualizar: ',
  neighbourhoodNotFound: 'Bairro não encontrado.',
  neighbourhoodTaken: 'Este CEP já tem um bairro com este nome.',
  neighbourhoodsLoadFailed: 'Erro ao Carregar Bairros: ',
} as const;

export const POSTAL_CODE_MESSAGES = {
  ...FORM_MESSAGES,
  created: 'CEP Cadastrado com Sucesso!',
  updated: 'CEP Atualizado com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  loadFailed: 'Erro ao Carregar o Cep: ',
  notFound: 'CEP não encontrado',
  taken: 'CEP já cadastrado.',
} as const;

const negative = (value: string) => Number(value) < 0;

export function coverageAreaProblems(input: CoverageAreaInput): FieldProblem[] {
  const { problems, add } = problemList();
  // The area and CEP forms use the generic text; the neighbourhood form is one of the 'Campo obrigatório!' ones.
  if (!input.postalCode.trim()) add('postalCode', emptyMessage('CEP'));
  else if (!isCep(input.postalCode)) add('postalCode', FORM_MESSAGES.cep);
  if (negative(input.fee)) add('fee', FORM_MESSAGES.minZero);
  return problems;
}

export function neighbourhoodProblems(input: NeighbourhoodInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.name.trim()) add('name', FORM_MESSAGES.required);
  if (negative(input.fee)) add('fee', FORM_MESSAGES.minZero);
  return problems;
}

export function postalCodeProblems(input: PostalCodeInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.code.trim()) add('code', emptyMessage('CEP'));
  else if (!isCep(input.code)) add('code', FORM_MESSAGES.cep);
  if (!input.address.trim()) add('address', emptyMessage('Endereço'));
  return problems;
}

/** A neighbourhood's name as two names are compared (docs/decisions/0051-one-cpf-one-neighbourhood.md: one CEP, one fee per neighbourhood): accents, case
 *  and repeated spaces aside. */
export const neighbourhoodKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
