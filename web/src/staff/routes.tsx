// The staff domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import { DeliverymenPage, EmployeesPage, PickersPage } from './views/StaffPages';

export const staffPages = { funcionario: EmployeesPage, separador: PickersPage, entregador: DeliverymenPage };
