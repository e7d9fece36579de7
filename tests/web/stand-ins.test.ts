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
import html2canvasStandIn from '../../config/standIns/html2canvas';

jest.mock('html2canvas', () => ({ __esModule: true, default: jest.fn(async () => 'drawn') }));

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

describe("stand-ins of /stats's charts", () => {
  /** Every module file under `dir`, relative to the project. */
  const modulesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? modulesUnder(join(dir, entry.name)) : /\.(js|tsx?)$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('draws every chart type the app imports from @ant-design/plots', () => {
    const imported = modulesUnder('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import \{([^}]+)\} from '@ant-design\/plots';$/gm)].flatMap(([, names]) =>
        names.split(',').map((name) => name.trim()),
      ),
    );
    expect(imported.length).toBeGreaterThan(0);
    const drawn = [...readFileSync('config/standIns/plotsCore.js', 'utf8').matchAll(/^export const Plots = \{([^}]+)\};$/gm)].flatMap(
      ([, names]) => names.split(',').map((name) => name.trim()),
    );
    expect(imported.filter((name) => !drawn.includes(name))).toEqual([]);
  });

  it("gives the charts G2's own core entries, under their keys", () => {
    /** `'key': Class` of a library object, with each class's imported name. */
    const entries = (file: string) => {
      const text = readFileSync(file, 'utf8');
      const imported = new Map(
        [...text.matchAll(/\b(\w+)(?: as (\w+))?,?\s*(?=[\w\s,]*\} from)/g)].map(([, name, local]) => [local ?? name, name]),
      );
      return [...text.matchAll(/^\s*'(\w+\.\w+)': (\w+),$/gm)].map(([, key, local]) => `${key} ${imported.get(local) ?? local}`);
    };
    const standIn = entries('config/standIns/plotsChart.js');
    expect(standIn.length).toBeGreaterThan(100);
    expect(standIn.filter((entry) => !entries('node_modules/@antv/g2/esm/lib/core.js').includes(entry))).toEqual([]);
  });

  it("finds every lodash helper of the chart modules in lodash-es, of lodash's own release", () => {
    const names = ['node_modules/@ant-design/plots/es', 'node_modules/@ant-design/charts-util/es']
      .flatMap(modulesUnder)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^(?:import|export) \{([^}]+)\} from 'lodash';$/gm)].flatMap(([, list]) =>
          list.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
        ),
      )
      .filter(Boolean);
    expect(names.length).toBeGreaterThan(0);
    const exported = [...readFileSync('node_modules/lodash-es/lodash.js', 'utf8').matchAll(/^export \{ default as (\w+) \}/gm)].map(
      ([, name]) => name,
    );
    expect(names.filter((name) => !exported.includes(name))).toEqual([]);
    const version = (pkg: string) => JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')).version;
    expect(version('lodash-es')).toBe(version('lodash'));
  });

  it('hands html2canvas its arguments and answers what it draws', async () => {
    const element = document.createElement('div');
    const options = { backgroundColor: null, width: 10 };
    await expect(html2canvasStandIn(element, options)).resolves.toBe('drawn');
    const { default: html2canvas } = jest.requireMock('html2canvas');
    expect(html2canvas).toHaveBeenCalledWith(element, options);
  });
});
