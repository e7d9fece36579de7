import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

interface Props {
  /** The range as the API takes it: two dates, `YYYY-MM-DD`. */
  value?: readonly [string, string];
  onChange?: (value?: [string, string]) => void;
  id?: string;
  width?: string;
}

/** A date range filter. Its own chunk: antd's date picker loads when a list offers one. */
const DateRangeField: React.FC<Props> = ({ value, onChange, id, width }) => (
  <DatePicker.RangePicker
    id={id}
    value={value && [dayjs(value[0]), dayjs(value[1])]}
    onChange={(range) => onChange?.(range?.[0] && range[1] ? [range[0].format(FORMAT), range[1].format(FORMAT)] : undefined)}
    style={{ width: width ?? 260 }}
  />
);

export default DateRangeField;
