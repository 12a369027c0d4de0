// 'Funcionários' (type 1), 'Busca de Separadores' and 'Busca de Entregadores' (types 1 and 3; a submanager's lists
// are its own branch's, by the gateway): each its own list query, filter and page in the URL, one shared screen.
import type { ToastProps } from '@blueprintjs/core';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { useListPage, type ListPageOptions } from '../../lib/listPage';
import { employeeVariables, personVariables, readStaffFilter, writeStaffFilter, type StaffFilterState } from '../filters';
import { KIND_TEXTS, type StaffKind } from '../kinds';
import { DeliverymanEmployeesQuery, EmployeesQuery, PickerEmployeesQuery } from '../queries';
import { STAFF_DIALOGS } from '../urls';
import { StaffScreen, type StaffListState } from './StaffScreen';
import '../staff.css';

type StaffListOptions = ListPageOptions<StaffFilterState, unknown, Record<string, unknown>, StaffTable_MembersFragment>;

/** One kind's list: its query, variables and answer, typed against each other, then seen as StaffScreen sees them. */
function staffList<TData, TVariables extends Record<string, unknown>>(
  kind: StaffKind,
  list: Pick<ListPageOptions<StaffFilterState, TData, TVariables, unknown>, 'query' | 'toVariables' | 'select'>,
): StaffListOptions {
  const texts = KIND_TEXTS[kind];
  const options: ListPageOptions<StaffFilterState, TData, TVariables, unknown> = {
    ...list,
    readFilter: readStaffFilter,
    writeFilter: writeStaffFilter,
    dialogs: STAFF_DIALOGS,
    searchToast: (found: boolean): ToastProps => ({ intent: found ? 'success' : 'warning', message: found ? texts.found : texts.none }),
    errorToast: (message: string): ToastProps => ({ intent: 'danger', message: `${texts.loadFailed}${message}` }),
  };
  return options as unknown as StaffListOptions;
}

const LISTS: Readonly<Record<StaffKind, StaffListOptions>> = {
  employee: staffList('employee', { query: EmployeesQuery, toVariables: employeeVariables, select: (answer) => answer.employees }),
  picker: staffList('picker', { query: PickerEmployeesQuery, toVariables: personVariables, select: (answer) => answer.pickerEmployees }),
  deliveryman: staffList('deliveryman', { query: DeliverymanEmployeesQuery, toVariables: personVariables, select: (answer) => answer.deliverymanEmployees }),
};

function StaffPage({ kind }: { kind: StaffKind }) {
  const state: StaffListState = useListPage(LISTS[kind]);
  return <StaffScreen kind={kind} state={state} />;
}

// One component per page, so that moving between them starts the new list afresh.
export const EmployeesPage = () => <StaffPage kind="employee" />;
export const PickersPage = () => <StaffPage kind="picker" />;
export const DeliverymenPage = () => <StaffPage kind="deliveryman" />;
