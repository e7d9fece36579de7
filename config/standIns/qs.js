/**
 * Stands in for the `qs` package where umi-request imports it (config/standIns/index.ts): qs and the
 * packages it pulls in were about a twentieth of the entry chunk, for the two calls umi-request
 * makes, which this file answers as qs does (tests/web/stand-ins.test.ts compares them):
 * - stringify(params, { arrayFormat: 'repeat', strictNullHandling: true }): `a=1&a=2` for an
 *   array, the key alone for null, undefined left out, nested objects as `a[b]=c`;
 * - parse(search, { strictNullHandling: true }) of URLSearchParams passed as params: repeated
 *   keys as arrays, a key without `=` as null (flat keys only: URLSearchParams has no nesting).
 */

/** RFC 3986, as qs encodes: encodeURIComponent also escapes ! ' ( ) *. */
const encode = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (text) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

export function stringify(object) {
  const parts = [];
  const add = (key, value) => {
    if (value === undefined) return;
    if (value === null) parts.push(encode(key));
    else if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (value instanceof Date) add(key, value.toISOString());
    else if (typeof value === 'object') Object.keys(value).forEach((inner) => add(`${key}[${inner}]`, value[inner]));
    else parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  if (object && typeof object === 'object') Object.keys(object).forEach((key) => add(key, object[key]));
  return parts.join('&');
}

export function parse(search) {
  const result = {};
  String(search)
    .replace(/^\?/, '')
    .split('&')
    .forEach((part) => {
      if (!part) return;
      const at = part.indexOf('=');
      const key = decode(at < 0 ? part : part.slice(0, at));
      const value = at < 0 ? null : decode(part.slice(at + 1));
      if (key === '__proto__') return;
      result[key] = Object.prototype.hasOwnProperty.call(result, key) ? [].concat(result[key], value) : value;
    });
  return result;
}

export default { stringify, parse };
