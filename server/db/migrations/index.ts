/** The numbered migrations, in order. Append only: never edit one that has shipped. */
import type { Kysely } from 'kysely';
import * as companies from './001-companies';
import * as accounts from './002-accounts';
import * as loginCodes from './003-login-codes';
import * as notices from './004-notices';
import * as employees from './005-employees';

export interface Migration {
  id: number;
  name: string;
  up(db: Kysely<any>): Promise<void>;
}

export const migrations: Migration[] = [
  { id: 1, name: 'companies', up: companies.up },
  { id: 2, name: 'accounts', up: accounts.up },
  { id: 3, name: 'login-codes', up: loginCodes.up },
  { id: 4, name: 'notices', up: notices.up },
  { id: 5, name: 'employees', up: employees.up },
];
