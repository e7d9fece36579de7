/**
 * The selected field's properties; every change applies at once. The key is picked from field
 * help's keys or typed; the box is kept to 0.01 pt as typed.
 */
import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useT } from '@/hooks/useT';
import { CONTRACT_FIELD_SOURCES, CONTRACT_FIELD_TYPES, type FieldHelp, type PageSize } from '@common/api/contracts';
import type { EditedField } from '../fields';
import { FIELD_KEY_PATTERN, FIELD_LABEL_MAX, roundPoints } from '@common/validation/templates';
import KeyInput from './KeyInput';

interface Props {
  field: EditedField;
  pages: PageSize[];
  /** The template's company (null: shared), whose field help is offered with the shared one. */
  companyId: number | null;
  /** Keys of the template's other fields. */
  takenKeys: readonly string[];
  /** The properties changed (only those: two changes at once both apply). */
  onChange: (patch: Partial<EditedField>) => void;
  onRemove: () => void;
}

const BOX = ['x', 'y', 'width', 'height'] as const;
/** The box values among `changed`, to 0.01 pt (typed ones may be finer). */
const roundBox = (changed: Partial<EditedField>) =>
  Object.fromEntries(BOX.filter((k) => typeof changed[k] === 'number').map((k) => [k, roundPoints(changed[k]!)]));

const FieldProperties: React.FC<Props> = ({ field, pages, companyId, takenKeys, onChange, onRemove }) => {
  const t = useT();
  const [form] = Form.useForm<EditedField>();
  useEffect(() => form.setFieldsValue(field), [field, form]);
  const signature = field.type === 'signature';
  // A key picked from field help titles a field whose label is still the default one.
  const picked = (help: FieldHelp) =>
    field.untitled && onChange({ key: help.key, label: help.title.slice(0, FIELD_LABEL_MAX), untitled: false });
  return (
    <Form
      name="field"
      form={form}
      layout="vertical"
      size="small"
      onValuesChange={(changed: Partial<EditedField>, all: EditedField) =>
        onChange({
          ...changed,
          ...roundBox(changed),
          party: all.type === 'signature' ? (all.party ?? 'employee') : null,
          ...(changed.label !== undefined ? { untitled: false } : {}),
        })
      }
    >
      <Space.Compact block>
        <Form.Item
          name="key"
          label={t('pages.field.key')}
          style={{ flex: 1 }}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { pattern: FIELD_KEY_PATTERN, message: t('pages.field.key.rule') },
          ]}
        >
          <KeyInput companyId={companyId} taken={takenKeys} onPick={picked} />
        </Form.Item>
        <Form.Item name="label" label={t('pages.field.label')} style={{ flex: 1 }}>
          <Input />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item name="type" label={t('pages.field.type')} style={{ flex: 1 }}>
          <Select options={CONTRACT_FIELD_TYPES.map((v) => ({ value: v, label: t(`pages.field.type.${v}`) }))} />
        </Form.Item>
        {signature ? (
          <Form.Item name="party" label={t('pages.field.party')} style={{ flex: 1 }}>
            <Select options={(['employee', 'company'] as const).map((v) => ({ value: v, label: t(`pages.field.party.${v}`) }))} />
          </Form.Item>
        ) : (
          <Form.Item name="source" label={t('pages.field.source')} style={{ flex: 1 }}>
            <Select allowClear options={CONTRACT_FIELD_SOURCES.map((v) => ({ value: v, label: t(`pages.field.source.${v}`) }))} />
          </Form.Item>
        )}
      </Space.Compact>
      {field.source === 'constant' && (
        <Form.Item name="constant" label={t('pages.field.constant')}>
          <Input />
        </Form.Item>
      )}
      {field.type === 'select' && (
        <Form.Item name="options" label={t('pages.field.options')}>
          <Select mode="tags" open={false} />
        </Form.Item>
      )}
      <Space wrap>
        <Form.Item name="required" label={t('pages.field.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="page" label={t('pages.field.page')}>
          <InputNumber min={1} max={pages.length} precision={0} />
        </Form.Item>
        <Form.Item name="fontSize" label={t('pages.field.fontSize')}>
          <InputNumber min={6} max={72} />
        </Form.Item>
      </Space>
      <Space wrap>
        {BOX.map((k) => (
          <Form.Item key={k} name={k} label={t(`pages.field.${k}`)}>
            <InputNumber min={0} step={1} style={{ width: 90 }} />
          </Form.Item>
        ))}
      </Space>
      <Button danger block onClick={onRemove}>
        {t('pages.field.remove')}
      </Button>
    </Form>
  );
};

export default FieldProperties;
