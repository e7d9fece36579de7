/**
 * Stands in for `lodash/merge` in Umi's antd plugin (config/standIns/index.ts), which merges antd
 * configuration objects when a page changes them: plain objects merged deeply, anything else
 * replaced. lodash merges arrays index by index; an antd configuration's arrays (a theme's
 * algorithms) are meant whole, and this app changes none at run time.
 */
const isPlain = (value) => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

function mergeInto(target, source) {
  Object.keys(source ?? {}).forEach((key) => {
    if (key === '__proto__') return;
    const value = source[key];
    if (value === undefined) return;
    target[key] = isPlain(value) ? mergeInto(isPlain(target[key]) ? target[key] : {}, value) : value;
  });
  return target;
}

export default function merge(target, ...sources) {
  return sources.reduce(mergeInto, target);
}
