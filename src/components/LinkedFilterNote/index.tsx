import { Alert, Button } from 'antd';
import { useT } from '@/hooks/useT';
import { chinaTime } from '@common/china-time';

/** The filters a link may carry, each said in words (a status by its name, a time in China time). */
const describe = (t: ReturnType<typeof useT>, key: string, value: string) =>
  key === 'status'
    ? t(`pages.sign.status.${value}`)
    : t(`component.linkedFilter.${key}`, { value: /^\d{4}-\d\d-\d\dT/.test(value) ? chinaTime(value) : value });

/**
 * Says that the list shows what a link asked for (a figure of the home page), with a way back
 * to the whole list.
 */
const LinkedFilterNote: React.FC<{ filters: Record<string, string | undefined>; onClear: () => void }> = ({ filters, onClear }) => {
  const t = useT();
  const said = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => describe(t, key, value!));
  if (!said.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('component.linkedFilter.note', { filters: said.join(t('component.linkedFilter.separator')) })}
      action={
        <Button size="small" type="link" onClick={onClear}>
          {t('component.linkedFilter.clear')}
        </Button>
      }
    />
  );
};

export default LinkedFilterNote;
