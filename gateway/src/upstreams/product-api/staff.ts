// Staff of the product API (`detalhe-funcionario/`): one employee, the employee of a login, and the picker and
// deliveryman choices of a branch.
import type { RoleFlags } from '../../auth/roles';
import { staffRowMatches } from './staff-row-check';
import { RecordsById, type Id, type Page, type Params, type ProductApiTransport } from './transport';
import type { UserRecord } from './users';

/** The person's user: its pk always (the API names it pk or id), the fields the API nests where it nests them. */
export type StaffUser = { pk: number } & Partial<Omit<UserRecord, 'pk' | 'id'>>;

/**
 * A `detalhe-funcionario/` row with its role flags (docs/areas/staff-and-support.md#entities), the same whichever way
 * the API sent it (reads nest the user, a write's answer names its pk; toStaffRecord makes one of them).
 */
export interface StaffRecord extends RoleFlags {
  id: number;
  nome: string;
  cpf?: string | null;
  branch: number | string | null;
  player_id?: string | null;
  email?: string | null;
  user: StaffUser | null;
  is_superuser?: boolean | null;
  is_available?: boolean | null;
}

/**
 * A staff row as funcionarios/ stores it and answers a write: its user reduced to the pk (what an audit entry keeps).
 * A run journaled before the gateway shaped staff rows recorded the API's answer itself, its user a bare pk already.
 */
export const storedStaffRow = (record: StaffRecord | StaffWire) => {
  const { user } = record;
  if (typeof user !== 'object' || user === null) return { ...record, user: user ?? null };
  const { pk, id } = user as { pk?: number; id?: number };
  return { ...record, user: pk ?? id ?? null };
};

/** A staff row as the API sends it (the user nested or bare). */
export type StaffWire = Omit<StaffRecord, 'user'> & { user?: UserRecord | number | null };

/** The one shape of a staff row (see StaffRecord), made where the API's answer enters the gateway. */
export function toStaffRecord(wire: StaffWire): StaffRecord {
  const { user } = wire;
  if (user === null || user === undefined) return { ...wire, user: null };
  if (typeof user !== 'object') return { ...wire, user: { pk: Number(user) } };
  const { id, pk, ...fields } = user;
  const key = pk ?? id;
  return { ...wire, user: key === undefined ? null : { ...fields, pk: key } };
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

export class Staff extends RecordsById<StaffRecord, StaffWire> {
  constructor(api: ProductApiTransport) {
    super(api, STAFF, toStaffRecord);
  }

  /** The employee record of an upstream user (login). */
  async ofUser(userId: Id): Promise<StaffRecord | undefined> {
    const query = { user: userId };
    const found = await this.api.find<StaffWire>(STAFF, query, staffRowMatches(query));
    return found && toStaffRecord(found);
  }

  /** A staff list page, each row checked again against the filters (staff-row-check.ts). */
  override async list(filter: Params, page: number, pageSize: number): Promise<Page<StaffRecord>> {
    const { total, items } = await this.api.list<StaffWire>(STAFF, filter, page, pageSize, staffRowMatches(filter));
    return { total, items: items.map(toStaffRecord) };
  }

  /**
   * docs/areas/orders.md#calls: available (is_available) pickers (is_separating) or deliverymen (is_deliveryman) of a branch;
   * a person switched off on a staff page ('Desativar': the user inactive) is nobody's choice any more.
   */
  async choices(role: StaffRole, branch: number): Promise<StaffRecord[]> {
    const roleFlag = role === 'picker' ? { is_separating: 'true' } : { is_deliveryman: 'true' };
    const query = { is_available: 'true', user__is_active: 'true', ...roleFlag, branch };
    return (await this.api.results<StaffWire>(STAFF, { ...query, page_size: STAFF_PAGE_SIZE }, staffRowMatches(query))).map(toStaffRecord);
  }

  /** The people stored with this CPF (digits; the rows checked again by their digits). */
  async withCpf(digits: string): Promise<StaffRecord[]> {
    const rows = await this.api.results<StaffWire>(STAFF, { cpf: digits, page_size: STAFF_PAGE_SIZE });
    return rows.filter((row) => (row.cpf ?? '').replace(/\D/g, '') === digits).map(toStaffRecord);
  }

  /** POST funcionarios/ (answers the record with user as a bare pk). */
  async create(body: StaffWrite): Promise<StaffRecord> {
    return toStaffRecord(await this.api.post<StaffWire>(EMPLOYEES, body));
  }

  /** PUT funcionarios/{id}/ (the whole record, user reduced to its pk). */
  async update(id: Id, body: StaffWrite): Promise<StaffRecord> {
    return toStaffRecord(await this.api.put<StaffWire>(`${EMPLOYEES}${id}/`, body));
  }
}
