/**
 * A component that draws export `name` of the module `load()` imports, loading that module the
 * first time it is drawn (nothing is drawn meanwhile). The build's stand-ins for library modules
 * (index.ts) are made of these. Plain JavaScript, as they are.
 */
import { createElement, forwardRef, lazy, Suspense } from 'react';

export function lazyExport(load, name = 'default') {
  const Loaded = lazy(() => load().then((module) => ({ default: module[name] })));
  return forwardRef(function LazyExport(props, ref) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded, { ...props, ref }));
  });
}
