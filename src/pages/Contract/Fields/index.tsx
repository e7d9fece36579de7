import '@/locales/onDemand/contract';
import { DownOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useSearchParams } from '@umijs/max';
import { Button, Card, Dropdown, Empty, List, message, Result, Space, Tag } from 'antd';
import { useRequest } from 'ahooks';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/hooks/useT';
import { CONTRACT_FIELD_TYPES, type ContractFieldType, type SigningParty } from '../../../../common/api/contracts';
import PdfModal from '../components/PdfModal';
import { useCanEdit } from '../useCanEdit';
import { getFields, getTemplate, previewFilled, saveFields, templateFileUrl } from '../service';
import FieldBox from './components/FieldBox';
import FieldHelpCard from './components/FieldHelpCard';
import FieldProperties from './components/FieldProperties';
import { fromServer, newField, sampleValue, toInput, type EditedField } from './fields';

const PdfPages = lazy(() => import('@/components/PdfPages'));
const PAGE_WIDTH = 640;

/** Contract text-field settings: place a template's fields on its pages, save, preview filled. */
const ContractFieldsPage: React.FC = () => {
  const t = useT();
  const id = Number(useSearchParams()[0].get('id'));
  const template = useRequest(() => getTemplate(id), { ready: id > 0 });
  const [fields, setFields] = useState<EditedField[]>([]);
  const [selected, setSelected] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<ArrayBuffer>();
  const canEdit = useCanEdit();
  useRequest(() => getFields(id), { ready: id > 0, onSuccess: (list) => setFields(fromServer(list)) });

  if (!id) {
    return (
      <Result
        status="info"
        title={t('pages.field.chooseTemplate')}
        extra={<Link to="/contract/principleContract">{t('menu.contract.principleContract')}</Link>}
      />
    );
  }
  if (!template.data) return <PageContainer loading />;
  const { pages } = template.data;
  const editable = canEdit(template.data.companyId);

  const change = (next: EditedField[]) => {
    setFields(next);
    setDirty(true);
  };
  const update = (field: EditedField) => change(fields.map((f) => (f.uid === field.uid ? field : f)));
  const add = (type: ContractFieldType, party?: SigningParty) => {
    const field = newField(
      t,
      type,
      1,
      pages[0],
      fields.map((f) => f.key),
      party,
    );
    change([...fields, field]);
    setSelected(field.uid);
  };
  const save = async () => {
    setSaving(true);
    try {
      setFields(fromServer(await saveFields(id, toInput(fields))));
      setDirty(false);
      message.success(t('pages.common.saved'));
    } finally {
      setSaving(false);
    }
  };
  const showPreview = async () => {
    const values = Object.fromEntries(fields.map((f) => [f.key, sampleValue(t, f)]));
    setPreview(await (await previewFilled(id, values)).arrayBuffer());
  };
  const current = fields.find((f) => f.uid === selected);
  const addItems = [
    ...CONTRACT_FIELD_TYPES.filter((type) => type !== 'signature').map((type) => ({ key: type, label: t(`pages.field.type.${type}`) })),
    { type: 'divider' as const },
    { key: 'signature:employee', label: t('pages.field.signature.employee') },
    { key: 'signature:company', label: t('pages.field.signature.company') },
  ];

  return (
    <PageContainer
      title={`${t('pages.contract.setting')}: ${template.data.name} v${template.data.version}`}
      extra={[
        <Dropdown
          key="add"
          disabled={!editable}
          menu={{
            items: addItems,
            onClick: ({ key }) => {
              const [type, party] = key.split(':');
              add(type as ContractFieldType, party as SigningParty | undefined);
            },
          }}
        >
          <Button>
            {t('pages.field.add')} <DownOutlined />
          </Button>
        </Dropdown>,
        <Button
          key="preview"
          icon={<EyeOutlined />}
          disabled={dirty}
          title={dirty ? t('pages.field.saveFirst') : undefined}
          onClick={showPreview}
        >
          {t('pages.field.previewFilled')}
        </Button>,
        <Button key="save" type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty || !editable} onClick={save}>
          {t('pages.field.save')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div
          style={{
            flex: 'none',
            width: PAGE_WIDTH + 32,
            maxHeight: 'calc(100vh - 220px)',
            overflow: 'auto',
            background: '#f0f2f5',
            padding: 16,
          }}
        >
          <Suspense fallback={null}>
            <PdfPages
              source={templateFileUrl(id)}
              width={PAGE_WIDTH}
              overlay={(view) =>
                fields
                  .filter((f) => f.page === view.page)
                  .map((f) => (
                    <FieldBox
                      key={f.uid}
                      rect={f}
                      page={view}
                      scale={view.scale}
                      label={f.label}
                      fieldKey={f.key}
                      signature={f.type === 'signature'}
                      selected={f.uid === selected}
                      onSelect={() => setSelected(f.uid)}
                      onChange={(rect) => editable && update({ ...f, ...rect })}
                    />
                  ))
              }
            />
          </Suspense>
        </div>
        <div style={{ flex: 1, minWidth: 280 }}>
          <Card size="small" title={t('pages.contract.fields')}>
            {fields.length ? (
              <List
                size="small"
                dataSource={fields}
                renderItem={(f) => (
                  <List.Item
                    onClick={() => setSelected(f.uid)}
                    style={{ cursor: 'pointer', background: f.uid === selected ? '#e6f4ff' : undefined }}
                  >
                    <Space>
                      <Tag>{t(`pages.field.type.${f.type}`)}</Tag>
                      {f.label}
                      <span style={{ color: '#999' }}>{f.key}</span>
                    </Space>
                    <span>P{f.page}</span>
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={t('pages.field.none')} />
            )}
          </Card>
          {current && editable && (
            <Card size="small" style={{ marginTop: 12 }}>
              <FieldProperties
                field={current}
                pages={pages}
                onChange={update}
                onRemove={() => {
                  change(fields.filter((f) => f.uid !== current.uid));
                  setSelected(undefined);
                }}
              />
              <FieldHelpCard fieldKey={current.key} />
            </Card>
          )}
        </div>
      </div>
      <PdfModal title={t('pages.field.previewFilled')} source={preview} onClose={() => setPreview(undefined)} />
    </PageContainer>
  );
};

export default ContractFieldsPage;
