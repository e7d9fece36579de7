/**
 * The API describing itself (common/contract/routes/api-docs.ts): the OpenAPI document made from
 * the route declarations, and the reference page rendered from it. Public: they say only what any
 * client may call, not who has which data.
 */
import { Hono } from 'hono';
import { apiDocsRoutes as declared } from '../../common/contract/routes/api-docs';
import { openApiDocument, type DocLanguage } from '../openapi/document';
import { referencePage } from '../openapi/reference-page';
import type { AppContext, AppEnv } from './support/context';
import { mountAll } from './support/mount';

const languageOf = (c: AppContext, asked: DocLanguage | undefined): DocLanguage =>
  asked ?? (c.get('locale').startsWith('zh') ? 'zh' : 'en');

export function apiDocsRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    document: async (c, { query }) => c.body(openApiDocument(languageOf(c, query.lang)).json, 200, { 'Content-Type': 'application/json' }),
    reference: async (c, { query }) => {
      const language = languageOf(c, query.lang);
      return c.html(referencePage(openApiDocument(language).document, language));
    },
  });
  return routes;
}
