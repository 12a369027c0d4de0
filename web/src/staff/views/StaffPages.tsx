// 'Funcionários' (type 1), 'Busca de Separadores' and 'Busca de Entregadores' (types 1 and 3; a submanager's lists
// are its own branch's, by the gateway): each its own list query, filter and page in the URL, one shared screen.
import type { ToastProps } from '@blueprintjs/core';
import { useListPage } from '../../lib/listPage';
import { employeeVariables, personVariables, readStaffFilter, writeStaffFilter } from '../filters';
import { KIND_TEXTS, type StaffKind } from '../kinds';
import { DeliverymanListQuery, EmployeesQuery, PickerListQuery } from '../queries';
import { STAFF_DIALOGS } from '../urls';
import { StaffScreen, type StaffListState } from './StaffScreen';
import '../staff.css';

const toasts = (kind: StaffKind) => ({
  searchToast: (found: boolean): ToastProps => ({ intent: found ? 'success' : 'warning', message: found ? KIND_TEXTS[kind].found : KIND_TEXTS[kind].none }),
  errorToast: (message: string): ToastProps => ({ intent: 'danger', message: `${KIND_TEXTS[kind].loadFailed}${message}` }),
});
const EMPLOYEE_TOASTS = toasts('employee');
const PICKER_TOASTS = toasts('picker');
const DELIVERYMAN_TOASTS = toasts('deliveryman');

export function EmployeesPage() {
  const state = useListPage({
    query: EmployeesQuery,
    readFilter: readStaffFilter,
    writeFilter: writeStaffFilter,
    toVariables: employeeVariables,
    select: (answer) => answer.employees,
    dialogs: STAFF_DIALOGS,
    ...EMPLOYEE_TOASTS,
  });
  return <StaffScreen kind="employee" state={state as unknown as StaffListState} />;
}

export function PickersPage() {
  const state = useListPage({
    query: PickerListQuery,
    readFilter: readStaffFilter,
    writeFilter: writeStaffFilter,
    toVariables: personVariables,
    select: (answer) => answer.pickerList,
    dialogs: STAFF_DIALOGS,
    ...PICKER_TOASTS,
  });
  return <StaffScreen kind="picker" state={state as unknown as StaffListState} />;
}

export function DeliverymenPage() {
  const state = useListPage({
    query: DeliverymanListQuery,
    readFilter: readStaffFilter,
    writeFilter: writeStaffFilter,
    toVariables: personVariables,
    select: (answer) => answer.deliverymanList,
    dialogs: STAFF_DIALOGS,
    ...DELIVERYMAN_TOASTS,
  });
  return <StaffScreen kind="deliveryman" state={state as unknown as StaffListState} />;
}
