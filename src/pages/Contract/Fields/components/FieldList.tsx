import { Card, Empty, List, Space, Tag } from 'antd';
import { useT } from '@/hooks/useT';
import type { EditedField } from '../fields';

interface Props {
  fields: EditedField[];
  selected?: string;
  onSelect: (uid: string) => void;
}

/** The template's fields as a list: type, label, key (or that it has none) and page; a click selects one. */
const FieldList: React.FC<Props> = ({ fields, selected, onSelect }) => {
  const t = useT();
  return (
    <Card size="small" title={t('pages.contract.fields')}>
      {fields.length ? (
        <List
          size="small"
          dataSource={fields}
          renderItem={(f) => (
            <List.Item
              onClick={() => onSelect(f.uid)}
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
  );
};

export default FieldList;
