/**
 * Stands in for one of ProField's value-type components (the build swaps it in, index.ts):
 * ProField imports every value type up front, so every form field carried date, colour and tree
 * pickers, sliders, image viewers... that few forms show. Each of these now loads the first time a
 * field of its type is drawn for editing. The query names the type: `?ColorPicker`. Plain
 * JavaScript: the build reads it in place of a library module.
 */
import { lazyField, readDate } from './lazyField';

// eslint-disable-next-line no-undef -- webpack's name for this module's `?query`
const type = __resourceQuery.slice(1);

// A date column draws its text at once, as ProField does: only editing needs the picker.
export default lazyField(type, 'default', type === 'DatePicker' ? readDate : undefined);
/** TimePicker's module also exports the range picker. */
export const FieldTimeRangePicker = lazyField(type, 'FieldTimeRangePicker');
