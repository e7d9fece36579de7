/**
 * A field's key: picked from the keys field help explains (so the help shows beside the field
 * and to whoever fills the contract), or typed. Keys other fields of the template use are not
 * offered. Sits in a Form.Item, which gives it `id` (its label's target), `value` and `onChange`.
 */
import { AutoComplete, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import type { FieldHelp } from '@common/api/contracts';
import { useFieldHelpKeys } from '../useFieldHelpKeys';

interface Props {
  id?: string;
  value?: string;
  onChange?: (key: string) => void;
  /** The template's company; null for a shared template (shared help only). */
  companyId: number | null;
  /** Keys the template's other fields have. */
  taken: readonly string[];
  /** A key of the list was picked: its help. */
  onPick: (help: FieldHelp) => void;
}

const KeyInput: React.FC<Props> = ({ id, value, onChange, companyId, taken, onPick }) => {
  const t = useT();
  const [typed, setTyped] = useState('');
  const helps = useFieldHelpKeys(companyId, typed).filter((help) => !taken.includes(help.key));
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      onSearch={setTyped}
      onSelect={(key: string) => {
        const help = helps.find((h) => h.key === key);
        if (help) onPick(help);
      }}
      placeholder={t('pages.field.key.placeholder')}
      popupMatchSelectWidth={320}
      options={helps.map((help) => ({
        value: help.key,
        label: (
          <Space size={8}>
            <span>{help.key}</span>
            <Typography.Text type="secondary">{help.title}</Typography.Text>
          </Space>
        ),
      }))}
    />
  );
};

export default KeyInput;
