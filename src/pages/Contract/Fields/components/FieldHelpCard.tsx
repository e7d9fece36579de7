import { Card, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useT } from '@/hooks/useT';
import { queryFieldHelps } from '../../service';

/** The help written for a field key, shown beside the field. */
const FieldHelpCard: React.FC<{ fieldKey: string }> = ({ fieldKey }) => {
  const t = useT();
  const { data } = useRequest(() => queryFieldHelps({ key: fieldKey, pageSize: 1 }), { refreshDeps: [fieldKey], debounceWait: 300 });
  const help = data?.list[0];
  if (!help) return null;
  return (
    <Card size="small" title={help.title} style={{ marginTop: 12 }}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{help.content}</Typography.Paragraph>
      {help.example && (
        <Typography.Text type="secondary">
          {t('pages.fieldHelp.example')}: {help.example}
        </Typography.Text>
      )}
    </Card>
  );
};

export default FieldHelpCard;
