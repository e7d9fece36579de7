/**
 * Stands in for `isomorphic-fetch` where umi-request imports it (config/standIns/index.ts): in a browser
 * it is the whatwg-fetch polyfill, and every browser this back-office serves has fetch.
 */
export {};
