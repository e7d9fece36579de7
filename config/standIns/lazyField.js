/**
 * Loads one of ProField's value-type components the first time it is drawn (see LazyValueType.js).
 * Plain JavaScript: the build reads it in place of a library module.
 */
import dayjs from 'dayjs';
import { createElement, forwardRef, Fragment } from 'react';
import { lazyExport } from './lazyExport';

/**
 * A component drawing `exportName` of value type `type`'s module, loaded on first draw; in read
 * mode `read(props)` draws it instead, when given.
 */
export function lazyField(type, exportName = 'default', read = undefined) {
  // One chunk per value type (webpack splits a template import by the files it can match).
  const Field = lazyExport(() => import(`@ant-design/pro-field/es/components/${type}/index.js`), exportName);
  if (!read) return Field;
  return forwardRef(function ReadOrLazyField(props, ref) {
    return props.mode === 'read' ? read(props) : createElement(Field, { ...props, ref });
  });
}

/** ProField's DatePicker in read mode: the date in the column's format, through its `render`. */
export function readDate({ text, mode, format, fieldProps = {}, render }) {
  const pattern = fieldProps.format || format;
  let dom = '-';
  if (text)
    dom =
      typeof pattern === 'function'
        ? pattern(dayjs(text))
        : dayjs(text).format((Array.isArray(pattern) ? pattern[0] : pattern) || 'YYYY-MM-DD');
  return render ? render(text, { mode, ...fieldProps }, createElement(Fragment, null, dom)) : createElement(Fragment, null, dom);
}
