import { Card, Checkbox, Empty, Form, Select, Spin } from 'antd';
import { useT } from '@/hooks/useT';
import { rules } from '@/utils/formRules';
import type { TemplateDocuments } from './useTemplateDocuments';

/** New signing's first step: the principal template, and which of its accessories go with it. */
const TemplatesStep: React.FC<{ templates: TemplateDocuments }> = ({ templates: { principals, principal, offered } }) => {
  const t = useT();
  const r = rules(t);
  return (
    <Card size="small" title={t('pages.sign.new.step.templates')} style={{ marginBottom: 16 }}>
      <Form.Item name="templateId" label={t('pages.sign.new.principal')} rules={[r.required()]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={principals.loading}
          placeholder={t('pages.sign.new.principal.placeholder')}
          notFoundContent={principals.loading ? <Spin size="small" /> : <Empty description={t('pages.sign.new.principal.none')} />}
          options={(principals.data ?? []).map((p) => ({ value: p.id, label: `${p.name} v${p.version}` }))}
        />
      </Form.Item>
      {principal && (
        <Form.Item
          name="accessoryIds"
          label={t('pages.sign.new.accessories')}
          extra={!offered.length && t('pages.sign.new.accessories.none')}
        >
          <Checkbox.Group options={offered.map((a) => ({ value: a.id, label: `${a.name} v${a.version}` }))} />
        </Form.Item>
      )}
    </Card>
  );
};

export default TemplatesStep;
