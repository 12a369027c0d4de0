// Upstream users (`auth/users/serializer/`): the login reads the staff user of a matrícula.
import type { ProductApiTransport } from './transport';

export interface UserRecord {
  pk?: number;
  id?: number;
  username: string;
  first_name?: string;
  last_name?: string;
  email?: string | null;
  is_superuser?: boolean;
  is_staff?: boolean;
}

const USERS = 'auth/users/serializer/';

export class Users {
  constructor(private readonly api: ProductApiTransport) {}

  /** The staff user with exactly this username (the API's filter may match more loosely). */
  async staffUser(username: string): Promise<UserRecord | undefined> {
    const found = await this.api.results<UserRecord>(USERS, { username, is_staff: true });
    return found.find((u) => u.username === username);
  }
}
