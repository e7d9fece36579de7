import type { Account } from '@common/api/accounts';

/** An account as a select option. */
export interface AccountOption {
  value: number;
  label: string;
}

/** The company's accounts as select options: name and username, searched by either. */
export const accountOptions = (accounts: Account[]): AccountOption[] =>
  accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.username})` }));
