/**
 * The field editor (/contract/setting?id=): fields placed on the template's pages, edited in a
 * side panel, saved as one list. A field needs a key before the list is saved (field help offers them).
 */
import '@/locales/onDemand/contract';
import { DownOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useSearchParams } from '@umijs/max';
import { Button, Card, Dropdown, Empty, List, message, Result, Space, Tag } from 'antd';
import { useRequest } from 'ahooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import { useUnsavedChanges } from '@/hooks/useUnsavedChanges';
import { FORM_CALL } from '@/utils/submitForm';
import {
  CONTRACT_FIELD_TYPES,
  type ContractFieldType,
  type ContractPreviewBody,
  type PageSize,
  type SigningParty,
} from '../../../../common/api/contracts';
import PdfModal from '../components/PdfModal';
import { useCanEdit } from '../useCanEdit';
import { getFields, getTemplate, previewFilled, saveFields, templateFileUrl } from '../service';
import FieldBox from './components/FieldBox';
import FieldHelpCard from './components/FieldHelpCard';
import FieldProperties from './components/FieldProperties';
import PreviewForm from './components/PreviewForm';
import { fromServer, keyless, newField, toInput, type EditedField } from './fields';

const PdfPages = lazy(() => import('@/components/PdfPages'));
const PAGE_WIDTH = 640;

/**
 * The page at the middle of the viewer's visible part, and how far down that page (in points)
 * the middle is: where a new field goes. Page 1's middle before the pages are drawn.
 */
function lookingAt(viewer: HTMLElement | null, pages: PageSize[]): { page: number; top: number } {
  const fallback = { page: 1, top: pages[0].height / 2 };
  if (!viewer) return fallback;
  const box = viewer.getBoundingClientRect();
  const middle = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
  let best: { page: number; top: number; distance: number } | undefined;
  viewer.querySelectorAll<HTMLElement>('[data-page]').forEach((element) => {
    const page = Number(element.dataset.page);
    const rect = element.getBoundingClientRect();
    if (!pages[page - 1] || !rect.height) return;
    const distance = middle < rect.top ? rect.top - middle : middle > rect.bottom ? middle - rect.bottom : 0;
    const scale = rect.width / pages[page - 1].width;
    const top = Math.min(Math.max(middle - rect.top, 0), rect.height) / scale;
    if (!best || distance < best.distance) best = { page, top, distance };
  });
  return best ? { page: best.page, top: best.top } : fallback;
}

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
  const viewer = useRef<HTMLDivElement>(null);
  useUnsavedChanges(dirty);
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
  // Applied to the newest list: two changes of one event (a key picked and its label) both hold.
  const update = (uid: string, patch: Partial<EditedField>) => {
    setFields((list) => list.map((f) => (f.uid === uid ? { ...f, ...patch } : f)));
    setDirty(true);
  };
  const add = (type: ContractFieldType, party?: SigningParty) => {
    const { page, top } = lookingAt(viewer.current, pages);
    const field = newField(t, type, { page, size: pages[page - 1], centreTop: top }, fields, party);
    change([...fields, field]);
    setSelected(field.uid);
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
  const showPreview = async (body: ContractPreviewBody) => {
    setPreview(await (await previewFilled(id, body, FORM_CALL)).arrayBuffer());
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
        <PreviewForm
          key="preview"
          template={template.data}
          fields={fields}
          preview={showPreview}
          trigger={
            <Button icon={<EyeOutlined />} disabled={dirty} title={dirty ? t('pages.field.saveFirst') : undefined}>
              {t('pages.field.previewFilled')}
            </Button>
          }
        />,
        <Button key="save" type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty || !editable} onClick={save}>
          {t('pages.field.save')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div
          ref={viewer}
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
                      onChange={({ x, y, width, height }) => editable && update(f.uid, { x, y, width, height })}
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
                      <span style={{ color: '#999' }}>{f.key || t('pages.field.key.none')}</span>
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
                key={current.uid}
                field={current}
                pages={pages}
                companyId={template.data.companyId}
                takenKeys={fields.filter((f) => f.uid !== current.uid).map((f) => f.key)}
                onChange={(patch) => update(current.uid, patch)}
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
