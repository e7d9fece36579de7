import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import type { ListColumn, ListOption } from './types';

/** How long typing rests before a `remoteSearch` select asks again. */
const TYPING_PAUSE_MS = 300;

interface Props<T> {
  column: ListColumn<T>;
  value?: string | number;
  onChange?: (value?: string | number) => void;
  id?: string;
  /** The field's width when not the usual (a phone's whole line). */
  width?: string;
}

/**
 * A choice filter: its `valueEnum`, or options from the API (asked again as the user types when
 * `remoteSearch`). A value from the URL is a string; it is matched to its option's value (an id).
 */
export function FilterSelect<T>({ column, value, onChange, id, width }: Props<T>) {
  const t = useT();
  const fixed = column.valueEnum && Object.entries(column.valueEnum).map(([key, choice]) => ({ value: key, label: choice.text }));
  const [loaded, setLoaded] = useState<ListOption[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>();

  const load = (keyWords?: string) => {
    if (!column.options) return;
    const call = ++asked.current;
    setLoading(true);
    column.options(keyWords).then(
      (options) => call === asked.current && (setLoaded(options), setLoading(false)),
      () => call === asked.current && setLoading(false),
    );
  };
  useEffect(() => {
    load();
    return () => clearTimeout(typing.current);
    // The options are asked for once, when the filter is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const options = fixed ?? loaded;
  const shown = options.find((option) => String(option.value) === String(value))?.value ?? value;
  return (
    <Select<string | number>
      id={id}
      value={shown}
      onChange={onChange}
      options={options}
      allowClear
      loading={loading}
      placeholder={t('component.listTable.select')}
      style={{ width: width ?? 200 }}
      popupMatchSelectWidth={false}
      // Options from the API (templates, departments, companies) can be many: they can be searched.
      showSearch={Boolean(column.options)}
      optionFilterProp="label"
      {...(column.remoteSearch
        ? {
            filterOption: false,
            onSearch: (words: string) => {
              clearTimeout(typing.current);
              typing.current = setTimeout(() => load(words.trim() || undefined), TYPING_PAUSE_MS);
            },
          }
        : {})}
    />
  );
}
