import { useRequest } from 'ahooks';
import { message } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { useUnsavedChanges } from '@/hooks/useUnsavedChanges';
import { getTemplateFields, saveFields } from '@/services/contracts';
import { fromServer, keyless, toInput, type EditedField } from './fields';

/**
 * The fields of template `id` as edited on the page: the one selected, whether there are
 * unsaved changes (leaving then asks first), and saving them as one list.
 */
export function useEditedFields(id: number) {
  const t = useT();
  const [fields, setFields] = useState<EditedField[]>([]);
  const [selected, setSelected] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(dirty);
  useRequest(() => getTemplateFields(id), { ready: id > 0, onSuccess: (list) => setFields(fromServer(list)) });

  const change = (next: EditedField[]) => {
    setFields(next);
    setDirty(true);
  };
  // Applied to the newest list: two changes of one event (a key picked and its label) both hold.
  const update = (uid: string, patch: Partial<EditedField>) => {
    setFields((list) => list.map((f) => (f.uid === uid ? { ...f, ...patch } : f)));
    setDirty(true);
  };
  const save = async () => {
    // The server would refuse a blank key by the field's index: name the field, and show it.
    const missing = keyless(fields);
    if (missing.length) {
      setSelected(missing[0].uid);
      void message.error(t('pages.field.key.missing', { labels: missing.map((f) => f.label).join(', ') }));
      return;
    }
    setSaving(true);
    try {
      setFields(fromServer(await saveFields(id, toInput(fields))));
      setDirty(false);
      message.success(t('pages.common.saved'));
    } finally {
      setSaving(false);
    }
  };

  return { fields, selected, setSelected, dirty, saving, change, update, save };
}
