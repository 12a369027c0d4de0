// Staff of the product API (`detalhe-funcionario/`): one employee, the employee of a login, and the picker and
// deliveryman choices of a branch.
import type { RoleFlags } from '../../auth/roles';
import { staffRowMatches } from './staff-row-check';
import { RecordsById, type Id, type Page, type Params, type ProductApiTransport } from './transport';
import type { UserRecord } from './users';

/** A `detalhe-funcionario/` row with its role flags (docs/areas/staff-and-support.md#entities). */
export interface StaffRecord extends RoleFlags {
  id: number;
  nome: string;
  cpf?: string | null;
  branch: number | string | null;
  player_id?: string | null;
  email?: string | null;
  user?: UserRecord | number | null;
  is_superuser?: boolean | null;
  is_available?: boolean | null;
}

export type StaffRole = 'picker' | 'deliveryman';

/** What `funcionarios/` takes on create and update (docs/areas/staff-and-support.md#calls): the user reduced to its pk. */
export interface StaffWrite extends Required<RoleFlags> {
  nome: string;
  cpf: string;
  branch: number | null;
  email: string;
  is_available: boolean;
  user: number;
}

const STAFF = 'detalhe-funcionario/';
const EMPLOYEES = 'funcionarios/';
/** docs/areas/orders.md#constants: the picker and deliveryman lists ask for 99999 rows. */
const STAFF_PAGE_SIZE = 99_999;

export class Staff extends RecordsById<StaffRecord> {
  constructor(api: ProductApiTransport) {
    super(api, STAFF);
  }

  /** The employee record of an upstream user (login). */
  ofUser(userId: Id): Promise<StaffRecord | undefined> {
    const query = { user: userId };
    return this.api.find<StaffRecord>(STAFF, query, staffRowMatches(query));
  }

  /** A staff list page, each row checked again against the filters (staff-row-check.ts). */
  override list(filter: Params, page: number, pageSize: number): Promise<Page<StaffRecord>> {
    return this.api.list<StaffRecord>(STAFF, filter, page, pageSize, staffRowMatches(filter));
  }

  /**
   * docs/areas/orders.md#calls: available (is_available) pickers (is_separating) or deliverymen (is_deliveryman) of a branch;
   * a person switched off on a staff page ('Desativar': the user inactive) is nobody's choice any more.
   */
  choices(role: StaffRole, branch: number): Promise<StaffRecord[]> {
    const roleFlag = role === 'picker' ? { is_separating: 'true' } : { is_deliveryman: 'true' };
    const query = { is_available: 'true', user__is_active: 'true', ...roleFlag, branch };
    return this.api.results<StaffRecord>(STAFF, { ...query, page_size: STAFF_PAGE_SIZE }, staffRowMatches(query));
  }

  /** The people stored with this CPF (digits; the rows checked again by their digits). */
  async withCpf(digits: string): Promise<StaffRecord[]> {
    const rows = await this.api.results<StaffRecord>(STAFF, { cpf: digits, page_size: STAFF_PAGE_SIZE });
    return rows.filter((row) => (row.cpf ?? '').replace(/\D/g, '') === digits);
  }

  /** POST funcionarios/ (answers the record with user as a bare pk). */
  create(body: StaffWrite): Promise<StaffRecord> {
    return this.api.post<StaffRecord>(EMPLOYEES, body);
  }

  /** PUT funcionarios/{id}/ (the whole record, user reduced to its pk). */
  update(id: Id, body: StaffWrite): Promise<StaffRecord> {
    return this.api.put<StaffRecord>(`${EMPLOYEES}${id}/`, body);
  }
}
