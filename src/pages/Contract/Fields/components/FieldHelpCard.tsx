/** Beside the selected field: the help of its key, so the editor sees what a signer will read. */
import { Card, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useT } from '@/hooks/useT';
import { queryFieldHelps } from '@/services/fieldHelps';

/** The help written for a field key, shown beside the field. */
const FieldHelpCard: React.FC<{ fieldKey: string }> = ({ fieldKey }) => {
  const t = useT();
  // A field without a key yet has no help (an empty key filter would list every entry).
  const ready = fieldKey.trim() !== '';
  const { data } = useRequest(() => queryFieldHelps({ key: fieldKey, pageSize: 1 }), { ready, refreshDeps: [fieldKey], debounceWait: 300 });
  const help = ready ? data?.list[0] : undefined;
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
