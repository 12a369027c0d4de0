// The staff filters (name, CPF, matrícula and, on 'Funcionários', the role switches) <-> URL <-> variables.
// Switches all on (the default) are not written to the URL; the ones on travel as 'cargos=MANAGER,PICKER'.
// 'Situação' (docs/decisions/0040-people-who-leave.md): the lists show active people unless asked ('situacao=inativos'
// or 'todos'): people who left no longer work, so the lists used every day to find someone are not filled with them,
// and they are one filter away.
import type { StaffRole, StaffState } from '../generated/graphql';
import type { Paging } from '../lib/listPaging';

export const STAFF_ROLES: readonly StaffRole[] = ['MANAGER', 'SUBMANAGER', 'MARKETING', 'PICKER', 'DELIVERYMAN', 'CHECKER'];

/** The switches' labels (plural, as the filter dialog lists them) and the roles' own labels. A listed member's
 *  role text comes from the gateway (`roleLabel`, gateway/src/domains/staff/rules.ts ROLE_LABEL); this copy only
 *  names the form's role checkboxes, drawn before any member is read (no query answers the roles' names). */
export const ROLE_SWITCH_LABEL: Readonly<Record<StaffRole, string>> = {
  MANAGER: 'Gerentes',
  SUBMANAGER: 'Subgerentes',
  MARKETING: 'Marketing',
  PICKER: 'Separadores',
  DELIVERYMAN: 'Entregadores',
  CHECKER: 'Conferentes',
};
export const ROLE_LABEL: Readonly<Record<StaffRole, string>> = {
  MANAGER: 'Gerente',
  SUBMANAGER: 'Subgerente',
  MARKETING: 'Marketing',
  PICKER: 'Separador',
  DELIVERYMAN: 'Entregador',
  CHECKER: 'Conferente',
};

/** docs/decisions/0016-portuguese-labels.md: the spec's unused alert, shown when every switch is off. */
export const NO_SWITCH_ALERT = 'Pelo menos um filtro de status deve estar habilitado';

/** Which people the lists show: a state, or 'ALL' (the filter is not sent). */
export type StaffSituation = StaffState | 'ALL';

export const SITUATION_LABEL: Readonly<Record<StaffSituation, string>> = { ACTIVE: 'Ativos', INACTIVE: 'Inativos', ALL: 'Todos' };
const SITUATION_PARAM = 'situacao';
const SITUATION_IN_URL: Readonly<Record<Exclude<StaffSituation, 'ACTIVE'>, string>> = { INACTIVE: 'inativos', ALL: 'todos' };

export interface StaffFilterState {
  name: string;
  cpf: string;
  registration: string;
  roles: readonly StaffRole[];
  situation: StaffSituation;
}

const PARAMS = { name: 'nome', cpf: 'cpf', registration: 'matricula' } as const;
const ROLES_PARAM = 'cargos';

function readSituation(value: string | null): StaffSituation {
  if (value === SITUATION_IN_URL.INACTIVE) return 'INACTIVE';
  if (value === SITUATION_IN_URL.ALL) return 'ALL';
  return 'ACTIVE';
}

export function readStaffFilter(params: URLSearchParams): StaffFilterState {
  const raw = params.get(ROLES_PARAM);
  const roles = raw === null ? STAFF_ROLES : STAFF_ROLES.filter((r) => raw.split(',').includes(r));
  return {
    name: params.get(PARAMS.name)?.trim() ?? '',
    cpf: params.get(PARAMS.cpf)?.trim() ?? '',
    registration: params.get(PARAMS.registration)?.trim() ?? '',
    roles: roles.length ? roles : STAFF_ROLES,
    situation: readSituation(params.get(SITUATION_PARAM)),
  };
}

/** A new filter starts again from the first page. */
export function writeStaffFilter(params: URLSearchParams, filter: StaffFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAMS) as Array<keyof typeof PARAMS>) {
    const value = filter[key].trim();
    if (value) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  if (filter.roles.length === STAFF_ROLES.length) next.delete(ROLES_PARAM);
  else next.set(ROLES_PARAM, filter.roles.join(','));
  if (filter.situation === 'ACTIVE') next.delete(SITUATION_PARAM);
  else next.set(SITUATION_PARAM, SITUATION_IN_URL[filter.situation]);
  next.delete('pagina');
  return next;
}

/** The gateway's `state` filter: absent for 'Todos'. */
const stateOf = (filter: StaffFilterState): StaffState | undefined => (filter.situation === 'ALL' ? undefined : filter.situation);

/** Only the fields in use (an empty filter is `{}`). */
const given = (fields: Record<string, string | readonly StaffRole[] | undefined>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  );

export function employeeVariables(filter: StaffFilterState, paging: Paging) {
  const roles = filter.roles.length === STAFF_ROLES.length ? undefined : [...filter.roles];
  return {
    filter: given({ name: filter.name.trim(), cpf: filter.cpf.trim(), registration: filter.registration.trim(), roles, state: stateOf(filter) }),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

export function personVariables(filter: StaffFilterState, paging: Paging) {
  return {
    filter: given({ name: filter.name.trim(), registration: filter.registration.trim(), state: stateOf(filter) }),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** The filter as staff read it beside 'Filtro ativo': what narrows the list (the default shows the active people
 *  of every role). */
export function staffFilterParts(filter: StaffFilterState): string[] {
  return [
    filter.name && `Nome "${filter.name}"`,
    filter.cpf && `CPF ${filter.cpf}`,
    filter.registration && `Matrícula ${filter.registration}`,
    filter.roles.length < STAFF_ROLES.length && filter.roles.map((r) => ROLE_SWITCH_LABEL[r]).join(', '),
    filter.situation !== 'ACTIVE' && SITUATION_LABEL[filter.situation],
  ].filter((part): part is string => Boolean(part));
}
