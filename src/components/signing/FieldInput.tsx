import { QuestionCircleOutlined } from '@ant-design/icons';
import { DatePicker, Form, Input, Select, Tooltip, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useT, type Translate } from '@/hooks/useT';
import { rules } from '@/utils/formRules';
import type { ContractField, FieldHelp } from '@common/api/contracts';
import { FIELD_TEXT_VALUE_MAX } from '@common/validation/templates';

const NUMBER = /^-?\d{1,15}(?:\.\d{1,10})?$/;
const MONEY = /^\d{1,15}(?:\.\d{1,2})?$/;

/** What a blank field becomes, in words ("employee name", "today", the constant). */
export function defaultText(t: Translate, field: ContractField): string | undefined {
  if (!field.source) return undefined;
  const what = field.source === 'constant' ? (field.constant ?? '') : t(`pages.sign.source.${field.source}`);
  return t('pages.sign.new.fields.default', { value: what });
}

/** The rules the server applies to a value of the field's type (server/domain/contracts/fields/field-values.ts). */
function fieldRules(t: Translate, field: ContractField, optional: boolean): Rule[] {
  const r = rules(t);
  const list: Rule[] = [];
  // A field with a default may be left blank.
  if (field.required && !field.source && !optional) list.push(r.required());
  if (field.type === 'text') list.push(r.max(FIELD_TEXT_VALUE_MAX));
  if (field.type === 'number') list.push({ pattern: NUMBER, message: t('pages.sign.new.fields.number') });
  if (field.type === 'money') list.push({ pattern: MONEY, message: t('pages.sign.new.fields.money') });
  if (field.type === 'idNumber') list.push(r.idNumber());
  if (field.type === 'mobile') list.push(r.mobile());
  return list;
}

/** One contract field to fill, with its default and its field help beside it. */
/** `optional`: blank is allowed even for a required field (each person's own value fills it). */
const FieldInput: React.FC<{ field: ContractField; help?: FieldHelp; optional?: boolean }> = ({ field, help, optional = false }) => {
  const t = useT();
  const placeholder = defaultText(t, field);
  const name = ['values', field.key];
  const label = (
    <span>
      {field.label}
      {help && (
        <Tooltip title={<div style={{ whiteSpace: 'pre-wrap' }}>{help.content}</div>}>
          <QuestionCircleOutlined style={{ marginLeft: 4, color: 'rgba(0,0,0,.45)' }} />
        </Tooltip>
      )}
    </span>
  );
  const extra =
    help || placeholder ? (
      <>
        {placeholder && <div>{placeholder}</div>}
        {help && (
          <Typography.Text type="secondary">
            {help.title}
            {help.example && ` · ${t('pages.sign.new.fields.example', { example: help.example })}`}
          </Typography.Text>
        )}
      </>
    ) : undefined;
  const common = { name, label, extra, rules: fieldRules(t, field, optional), required: field.required && !field.source && !optional };

  if (field.type === 'date') {
    return (
      <Form.Item
        {...common}
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value?: dayjs.Dayjs | null) => value?.format('YYYY-MM-DD')}
      >
        <DatePicker style={{ width: '100%' }} placeholder={placeholder} />
      </Form.Item>
    );
  }
  if (field.type === 'select') {
    return (
      <Form.Item {...common}>
        <Select allowClear placeholder={placeholder} options={field.options.map((o) => ({ value: o, label: o }))} />
      </Form.Item>
    );
  }
  return (
    <Form.Item {...common}>
      <Input
        allowClear
        placeholder={placeholder}
        maxLength={field.type === 'text' ? FIELD_TEXT_VALUE_MAX : undefined}
        inputMode={field.type === 'number' || field.type === 'money' ? 'decimal' : undefined}
        suffix={field.type === 'money' ? t('pages.sign.new.fields.yuan') : undefined}
      />
    </Form.Item>
  );
};

export default FieldInput;
