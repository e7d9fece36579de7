import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { getTemplateFields, queryEnabledTemplates } from '@/services/contracts';
import { fieldHelpsByKey } from '@/services/fieldHelps';
import type { ContractField, ContractTemplate } from '@common/api/contracts';

/** A template with the fields an initiator fills in it (signature places are the signers'). */
interface Document {
  template: ContractTemplate;
  fields: ContractField[];
}

/**
 * The templates new signing offers, the chosen principal with the accessories it allows, and the
 * fields to fill in the chosen ones (each key once), with their field help.
 */
export function useTemplateDocuments(templateId: number | undefined, accessoryIds: number[]) {
  const principals = useRequest(() => queryEnabledTemplates('principal'));
  const accessories = useRequest(() => queryEnabledTemplates('accessory'));
  const helps = useRequest(fieldHelpsByKey);
  const principal = principals.data?.find((p) => p.id === templateId);
  // The principal's accessories that may be used (enabled ones), in the principal's order.
  const offered = useMemo(
    () =>
      (principal?.accessoryIds ?? [])
        .map((id) => accessories.data?.find((a) => a.id === id))
        .filter((a): a is ContractTemplate => Boolean(a)),
    [principal, accessories.data],
  );

  const chosen = useMemo(
    () => (principal ? [principal, ...offered.filter((a) => accessoryIds.includes(a.id))] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [principal, offered, accessoryIds.join()],
  );
  const documents = useRequest(
    async (): Promise<Document[]> =>
      Promise.all(
        chosen.map(async (template) => ({
          template,
          fields: (await getTemplateFields(template.id)).filter((f) => f.type !== 'signature'),
        })),
      ),
    { refreshDeps: [chosen.map((c) => c.id).join()], ready: chosen.length > 0 },
  );
  // A key shared by several templates is one value: it is filled once, under the first template.
  const shown = useMemo(() => {
    const seen = new Set<string>();
    return (documents.data ?? []).map((d) => ({ ...d, fields: d.fields.filter((f) => !seen.has(f.key) && seen.add(f.key)) }));
  }, [documents.data]);

  /** The accessories a principal brings pre-checked: those that may be used. */
  const accessoriesOf = (id?: number) =>
    (principals.data?.find((x) => x.id === id)?.accessoryIds ?? []).filter((a) => accessories.data?.some((x) => x.id === a));

  return {
    principals,
    principal,
    offered,
    documents,
    shown,
    keys: shown.flatMap((d) => d.fields.map((f) => f.key)),
    fillable: shown.flatMap((d) => d.fields),
    helps: helps.data,
    accessoriesOf,
  };
}

export type TemplateDocuments = ReturnType<typeof useTemplateDocuments>;
