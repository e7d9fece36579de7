declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.less';

interface Window {
  /** Router base path set by the hosting page (docs/product.md, "Screens and routes"); defaults to the root. */
  routerBase?: string;
}
