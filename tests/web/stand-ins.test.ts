/**
 * The build swaps a few library modules for lighter stand-ins (config/standIns/). Those that
 * replace a library's behaviour must answer as it does, for every call the library makes of them.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import * as qs from 'qs';
import merge from 'lodash/merge';
import * as qsStandIn from '../../config/standIns/qs';
import mergeStandIn from '../../config/standIns/lodash-merge';
import { ANTD_STAND_INS } from '../../config/standIns';
import * as buttonColorStandIn from '../../config/standIns/buttonColor';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright } from 'antd/es/color-picker/components/ColorPresets';

// umi-request's two calls (its reqStringify and getParamObject).
const UMI_REQUEST_STRINGIFY = { arrayFormat: 'repeat', strictNullHandling: true } as const;
const UMI_REQUEST_PARSE = { strictNullHandling: true } as const;

describe('qs stand-in', () => {
  const params: Record<string, unknown>[] = [
    { current: 1, pageSize: 20, name: '王 海涛', keyword: 'a&b=c?d#e' },
    { status: ['active', 'left'], ids: [1, 2, 3], empty: [] },
    { nothing: null, missing: undefined, zero: 0, no: false, blank: '' },
    { sorter: JSON.stringify({ entryDate: 'descend' }), symbols: "!'()*~-_.", emoji: '签名✍️' },
    { filter: { companyId: 29, status: ['active'], inner: { deep: 'x y' } } },
    { at: new Date(Date.UTC(2026, 10, 23, 8, 30)) },
    { withNull: ['a', null, 'b'] },
  ];

  it.each(params.map((p) => [JSON.stringify(p), p]))('stringifies %s as qs does', (_, value) => {
    expect(qsStandIn.stringify(value)).toBe(qs.stringify(value, UMI_REQUEST_STRINGIFY));
  });

  it('stringifies an array of values as qs does', () => {
    expect(qsStandIn.stringify(['a', 'b c', null])).toBe(qs.stringify(['a', 'b c', null], UMI_REQUEST_STRINGIFY));
  });

  const searches = ['a=1&b=2', 'a=1&a=2&a=3', 'flag&name=%E7%8E%8B+%E6%B5%B7&x=', 'q=a%26b%3Dc', '', 'bad=%E0%A4%A', '__proto__=x&ok=1'];
  it.each(searches)('parses "%s" as qs does', (search) => {
    expect(qsStandIn.parse(search)).toEqual(qs.parse(search, UMI_REQUEST_PARSE));
  });

  it('parses what URLSearchParams writes back into the same values', () => {
    const search = new URLSearchParams([
      ['status', 'active'],
      ['status', 'left'],
      ['name', '张 三'],
    ]).toString();
    expect(qsStandIn.parse(search)).toEqual({ status: ['active', 'left'], name: '张 三' });
  });
});

describe('lodash merge stand-in', () => {
  it('merges antd configurations as lodash does', () => {
    const cases = [
      [{ theme: { token: { colorPrimary: '#1890ff' } } }, { theme: { token: { borderRadius: 4 } }, locale: { locale: 'en' } }],
      [
        { theme: { token: { colorPrimary: '#1890ff' } }, componentSize: 'middle' },
        { componentSize: 'large', theme: { cssVar: true } },
      ],
      [{ prefixCls: 'ant' }, { prefixCls: undefined, direction: 'rtl' }],
    ];
    for (const [previous, change] of cases) {
      expect(mergeStandIn({}, previous, change)).toEqual(merge({}, previous, change));
    }
  });

  it('leaves the previous configuration as it was', () => {
    const previous = { theme: { token: { colorPrimary: '#1890ff' } } };
    mergeStandIn({}, previous, { theme: { token: { colorPrimary: '#000' } } });
    expect(previous.theme.token.colorPrimary).toBe('#1890ff');
  });
});

describe("the button token's colour stand-in", () => {
  // The token asks of `colorBgSolid` against white; the rest try the other ways the answer turns.
  const colours = ['#000000', 'rgba(0,0,0,0.88)', '#ffffff', '#1677ff', '#fadb14', '#f0f0f0', 'rgba(255,255,255,0.3)', 'transparent', ''];
  const backgrounds = ['#fff', '#000', '#141414'];
  it.each(colours.flatMap((c) => backgrounds.map((b) => [c, b])))('tells whether %p is bright on %p as the picker does', (colour, bg) => {
    const ours = new buttonColorStandIn.AggregationColor(colour);
    const theirs = new AggregationColor(colour);
    expect(ours.toRgb()).toEqual(theirs.toRgb());
    expect(ours.toRgbString()).toBe(theirs.toRgbString());
    expect(buttonColorStandIn.isBright(ours, bg)).toBe(isBright(theirs, bg));
  });
});

describe("stand-ins for a library folder's antd", () => {
  /** The names each module of `folder` imports from antd (not its type imports). */
  const antdNames = (folder: string) =>
    readdirSync(join('node_modules/@ant-design', folder))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(join('node_modules/@ant-design', folder, file), 'utf8').matchAll(/^import \{([^}]+)\} from 'antd';$/gm)].flatMap(
          ([, names]) => names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
        ),
      );

  it.each(Object.entries(ANTD_STAND_INS))('%s finds every antd name it imports in %s', (folder, standIn) => {
    const names = antdNames(folder);
    expect(names.length).toBeGreaterThan(0);
    const exported = Object.keys(require(join(process.cwd(), standIn)));
    expect(names.filter((name) => !exported.includes(name))).toEqual([]);
  });
});
