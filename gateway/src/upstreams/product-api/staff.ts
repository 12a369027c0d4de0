// Staff of the product API (`detalhe-funcionario/`): one employee, the employee of a login, and the picker and
// deliveryman choices of a branch.
import type { Id, Page, Params, ProductApiTransport } from './transport';
import type { UserRecord } from './users';

/** A `detalhe-funcionario/` row with its role flags (spec 002 section 3). */
export interface StaffRecord {
  id: number;
  nome: string;
  branch: number | string | null;
  player_id?: string | null;
  email?: string | null;
  user?: UserRecord | number | null;
  is_superuser?: boolean | null;
  is_available?: boolean | null;
  is_checker?: boolean | null;
  is_deliveryman?: boolean | null;
  is_marketing?: boolean | null;
  is_separating?: boolean | null;
  is_submanager?: boolean | null;
  is_manager?: boolean | null;
}

export type StaffRole = 'picker' | 'deliveryman';

const STAFF = 'detalhe-funcionario/';
/** Spec 000 section 9: the picker and deliveryman lists ask for 99999 rows. */
const STAFF_PAGE_SIZE = 99_999;

export class Staff {
  constructor(private readonly api: ProductApiTransport) {}

  get(id: Id): Promise<StaffRecord> {
    return this.api.get<StaffRecord>(`${STAFF}${id}/`);
  }

  /** The staff list (filters: branch, role flags, nome). */
  list(filter: Params, page: number, pageSize: number): Promise<Page<StaffRecord>> {
    return this.api.list<StaffRecord>(STAFF, filter, page, pageSize);
  }

  /** The employee record of an upstream user (login). */
  async ofUser(userId: Id): Promise<StaffRecord | undefined> {
    return (await this.api.results<StaffRecord>(STAFF, { user: userId }))[0];
  }

  /** Spec 000 section 7: available pickers (is_available and is_separating) or deliverymen of a branch. */
  choices(role: StaffRole, branch: number): Promise<StaffRecord[]> {
    const flags = role === 'picker' ? { is_available: 'true', is_separating: 'true' } : { is_deliveryman: 'true' };
    return this.api.results<StaffRecord>(STAFF, { ...flags, page_size: STAFF_PAGE_SIZE, branch });
  }
}
