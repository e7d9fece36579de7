/**
 * What the first screen starts before the first render (src/utils/firstScreen.ts): its routes'
 * code, so that a lazy route draws at once, and its routes' data, asked for once.
 */
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { preloadLazy, startFirstScreen } from '@/utils/firstScreen';

const Page = () => <p>the page</p>;

/** A lazy component whose code comes when `arrive` is called, counting its loads. */
function lazyRoute() {
  let arrive!: () => void;
  const loads = { count: 0 };
  const component = lazy(() => {
    loads.count += 1;
    return new Promise<{ default: React.FC }>((resolve) => (arrive = () => resolve({ default: Page })));
  });
  return { component, loads, arrive: () => arrive() };
}

const routes = () => ({
  layout: { path: '/', isLayout: true },
  employee: { path: '/employee', parentId: 'layout', clientLoader: jest.fn(async (_args: object) => 'rows') },
  company: { path: '/company/:id', parentId: 'layout', clientLoader: jest.fn(async (_args: object) => 'company') },
  root: { path: '/', redirect: '/employee', parentId: 'layout' },
  notFound: { path: '*', parentId: 'layout' },
});

describe('preloadLazy', () => {
  it('loads the code before the first draw, which then shows the component without its fallback', async () => {
    const route = lazyRoute();
    preloadLazy(route.component);
    expect(route.loads.count).toBe(1);
    route.arrive();
    await Promise.resolve();
    render(
      <Suspense fallback={<p>loading</p>}>
        <route.component />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(route.loads.count).toBe(1);
  });

  it('leaves anything but a lazy component alone', () => {
    expect(() => [undefined, Page, {}].forEach(preloadLazy)).not.toThrow();
  });
});

describe('startFirstScreen', () => {
  it("starts the matching route's code and its layout's, not the other routes'", () => {
    const table = routes();
    const parts = { layout: lazyRoute(), employee: lazyRoute(), company: lazyRoute(), root: lazyRoute(), notFound: lazyRoute() };
    const components = Object.fromEntries(Object.entries(parts).map(([id, p]) => [id, p.component]));
    startFirstScreen('/employee', table, components);
    expect(Object.fromEntries(Object.entries(parts).map(([id, p]) => [id, p.loads.count]))).toEqual({
      layout: 1,
      employee: 1,
      company: 0,
      root: 0,
      notFound: 0,
    });
  });

  it('falls back to the catch-all route for a path no other route matches', () => {
    const parts = { layout: lazyRoute(), notFound: lazyRoute() };
    startFirstScreen('/nowhere', routes(), { layout: parts.layout.component, notFound: parts.notFound.component });
    expect([parts.layout.loads.count, parts.notFound.loads.count]).toEqual([1, 1]);
  });

  it("asks for the route's data at once; Umi's first call gets that answer, a later visit asks again", async () => {
    const table = routes();
    const loader = table.company.clientLoader;
    startFirstScreen('/company/7', table, {});
    expect(loader).toHaveBeenCalledTimes(1);
    expect(table.employee.clientLoader).not.toHaveBeenCalled();

    await expect(table.company.clientLoader({})).resolves.toBe('company');
    expect(loader).toHaveBeenCalledTimes(1);
    await table.company.clientLoader({});
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
