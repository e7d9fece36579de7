import type { Account } from '../../../../../../common/api';

/** The company's accounts as select options: name and username, searched by either. */
export const accountOptions = (accounts: Account[]) => accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.username})` }));
