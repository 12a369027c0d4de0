// Upstream users (`auth/users/serializer/`): the login reads the staff user of a matrícula; the log pages name users.
import { MAX_PAGE_SIZE, type ProductApiTransport } from './transport';

export interface UserRecord {
  pk?: number;
  id?: number;
  username: string;
  first_name?: string;
  last_name?: string;
  email?: string | null;
  is_superuser?: boolean;
  branch?: number | null;
  is_staff?: boolean;
  /** Django's is_active: false for a person switched off ('Desativar'); token/ refuses them. Absent: active. */
  is_active?: boolean;
}

const USERS = 'auth/users/serializer/';

/** POST auth/users/signup/ (docs/areas/staff-and-support.md#calls): new staff are is_client false, is_staff true. */
export interface SignupWrite {
  username: string;
  password: string;
  password_confirmation: string;
  is_client: false;
  is_staff: true;
  first_name: string;
  /** The rest of the name after its first word (the staff forms' one name split as the edit writes it). */
  last_name?: string;
  branch: number | null;
  email: string;
}

/** PUT auth/users/serializer/{pk}/ of the staff forms; the password only when one is (re)set. */
export interface UserUpdate {
  first_name: string;
  last_name: string;
  branch: number | null;
  email?: string;
  password?: string;
}

export class Users {
  constructor(private readonly api: ProductApiTransport) {}

  /** The staff user with exactly this username (the API's filter may match more loosely). */
  async staffUser(username: string): Promise<UserRecord | undefined> {
    return this.api.find<UserRecord>(USERS, { username, is_staff: true }, (u) => u.username === username && u.is_staff !== false);
  }

  /** The users of these usernames in one call (the log pages resolve a page's names at once); unknown ones are left out. */
  async byUsernames(usernames: readonly string[]): Promise<UserRecord[]> {
    if (usernames.length === 0) return [];
    const found = await this.api.byKeys<UserRecord>(USERS, 'username', usernames, (u) => u.username, {
      one: (name) => this.byUsername(name).then((u) => u ?? null),
    });
    return [...found.values()];
  }

  /** Every staff user (the log filters' user choice; the spec reads up to 99 999, the house "all" stops at 10 000). */
  staffUsers(): Promise<UserRecord[]> {
    return this.api.results<UserRecord>(USERS, { is_staff: true, page_size: MAX_PAGE_SIZE }, (u) => u.is_staff !== false);
  }

  /** The user with exactly this username, staff or not (usernames are unique). */
  async byUsername(username: string): Promise<UserRecord | undefined> {
    return this.api.find<UserRecord>(USERS, { username }, (u) => u.username === username);
  }

  signup(body: SignupWrite): Promise<{ pk: number }> {
    return this.api.post<{ pk: number }>('auth/users/signup/', body);
  }

  update(pk: number, body: UserUpdate): Promise<UserRecord> {
    return this.api.put<UserRecord>(`${USERS}${pk}/`, body);
  }

  /** PATCH auth/users/serializer/{pk}/ {is_active}: switches a person's login off or on again (staff pages). */
  setActive(pk: number, active: boolean): Promise<UserRecord> {
    return this.api.patch<UserRecord>(`${USERS}${pk}/`, { is_active: active });
  }
}
