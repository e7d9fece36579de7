/**
 * The API's OpenAPI document, checked and turned into client types as any other system would:
 *   npm run openapi:client              writes tests/api/support/openapi-paths.ts (openapi-typescript;
 *                                       not kept in git: made at install and by `npm run lint`), which
 *                                       the tests' key client (openapi-fetch) is typed with, so the
 *                                       lint's type check holds their calls to the document
 *   npm run openapi:client -- --check   validates the document in both languages
 *                                       (@seriousme/openapi-schema-validator) and makes the types in
 *                                       memory; exits 1 when either fails
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { openApiDocument } from '../server/openapi/document.ts';

const target = fileURLToPath(new URL('../tests/api/support/openapi-paths.ts', import.meta.url));
const header = '// Generated from GET /api/openapi.json by `npm run openapi:client` (scripts/openapi.mjs): do not edit.\n';

async function clientTypes() {
  const source = header + astToString(await openapiTS(openApiDocument('en').document));
  return prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target });
}

if (!process.argv.includes('--check')) {
  writeFileSync(target, await clientTypes());
  console.log(`wrote ${target}`);
} else {
  let failed = false;
  for (const language of ['zh', 'en']) {
    const result = await new Validator().validate(openApiDocument(language).document);
    if (result.valid) console.log(`the ${language} document is valid OpenAPI ${result.version ?? '3.1'}`);
    else {
      failed = true;
      console.error(`the ${language} document is not valid:`, JSON.stringify(result.errors, null, 2).slice(0, 4000));
    }
  }
  const types = await clientTypes();
  console.log(`client types generated: ${types.split('\n').length} lines`);
  if (failed) process.exit(1);
}
