// Libraries the stand-ins are compared with (stand-ins.test.ts), which ship no types of their own.
declare module 'qs' {
  export function stringify(value: unknown, options?: object): string;
  export function parse(search: string, options?: object): Record<string, unknown>;
}
declare module 'lodash/merge' {
  export default function merge<T extends object>(target: T, ...sources: object[]): T;
}
