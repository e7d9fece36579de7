/**
 * The version a new upload gets when its version is left blank, for the form to show as the
 * default: the server numbers it one past the highest of the code for the same owner and kind
 * (1 for a new code). Asked as the code is typed; undefined until known.
 */
import { useRequest } from 'ahooks';
import type { ContractKind, ContractQuery } from '@common/api/contracts';
import { queryTemplates } from '@/services/contracts';

interface Owner {
  isAdmin: boolean;
  /** Admins: the company chosen, or none for a shared template. Company users own theirs. */
  companyId?: number;
}

/** The list filter that keeps the owner's templates only. */
const ownedBy = ({ isAdmin, companyId }: Owner): Partial<ContractQuery> =>
  !isAdmin ? { shared: false } : companyId ? { companyId } : { shared: true };

export function useNextVersion(kind: ContractKind, code: string | undefined, owner: Owner): number | undefined {
  const typed = code?.trim() ?? '';
  const { data } = useRequest(
    async () => {
      // A failure shows nothing: the hint stays generic.
      const page = await queryTemplates({ kind, code: typed, latest: true, pageSize: 100, ...ownedBy(owner) }, { skipErrorHandler: true });
      // The filter matches codes containing the text: only this very code counts.
      const latest = page.list.find((t) => t.code === typed);
      return { code: typed, next: latest ? latest.version + 1 : 1 };
    },
    { ready: typed !== '', refreshDeps: [kind, typed, owner.isAdmin, owner.companyId], debounceWait: 300 },
  );
  return typed !== '' && data?.code === typed ? data.next : undefined;
}
