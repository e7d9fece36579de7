import { useRequest } from 'ahooks';
import { Alert, Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { queryEmployees } from '@/services/employees';
import type { Employee } from '@common/api/organisation';
import { isValidIdNumber } from '@common/validation/china-ids';

/** The distinct ID numbers of a pasted text, upper-cased, split at white space, commas and semicolons. */
const idNumbersOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;，；]+/)
      .map((l) => l.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** Pasted ID numbers: the employees found are added, the numbers not found are kept to show. */
export function usePastedIdNumbers(add: (found: Employee[]) => void) {
  const [pasted, setPasted] = useState('');
  const [notFound, setNotFound] = useState<string[]>([]);
  const adding = useRequest(
    async () => {
      const lines = idNumbersOf(pasted);
      // By line: the list answers ID numbers masked, so hits are kept by the number asked for.
      const hits: (Employee | undefined)[] = [];
      // A few at a time: a pasted list may hold hundreds of numbers.
      for (let i = 0; i < lines.length; i += 5) {
        await Promise.all(
          lines.slice(i, i + 5).map(async (idNumber, j) => {
            if (isValidIdNumber(idNumber)) hits[i + j] = (await queryEmployees({ idNumber, pageSize: 1 })).list[0];
          }),
        );
      }
      const missing = lines.filter((_, i) => !hits[i]);
      add(hits.filter((e): e is Employee => Boolean(e)));
      setNotFound(missing);
      if (!missing.length) setPasted('');
    },
    { manual: true },
  );
  return { pasted, setPasted, notFound, setNotFound, adding };
}

const ByPaste: React.FC<ReturnType<typeof usePastedIdNumbers>> = ({ pasted, setPasted, notFound, setNotFound, adding }) => {
  const t = useT();
  return (
    <>
      <Input.TextArea
        rows={5}
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
        placeholder={t('pages.sign.new.employees.paste.placeholder')}
        aria-label={t('pages.sign.new.employees.paste.placeholder')}
      />
      <Button disabled={!pasted.trim()} loading={adding.loading} onClick={adding.run}>
        {t('pages.sign.new.employees.paste.add')}
      </Button>
      {notFound.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setNotFound([])}
          message={t('pages.sign.new.employees.paste.notFound', { count: notFound.length })}
          description={
            <Typography.Paragraph copyable={{ text: notFound.join('\n') }} style={{ marginBottom: 0 }}>
              {notFound.map((n) => (
                <div key={n}>{n}</div>
              ))}
            </Typography.Paragraph>
          }
        />
      )}
    </>
  );
};

export default ByPaste;
