/**
 * The seal library (docs/product.md, "Seals"): several seals per company, each of a kind (公章,
 * 合同专用章, 人事专用章 or a kind the company names), and the grants that let named accounts stamp
 * one. A template names the kind it is sealed with (`seal_kind`, the company seal by default).
 *
 * Grants keep their limits (templates, departments) as JSON arrays on the grant, not child
 * tables: a grant is always read whole with its seal and account (a handful of rows per seal),
 * never looked up by template or department, and a limit naming a template deleted since simply
 * matches nothing.
 *
 * The upgrade: each company's seal image becomes its company seal (公章), granted to every
 * account that could seal for it before (common/access.ts as it stood: the company's operators,
 * and its company users when the company is one that may sign), without limits or expiry, so that
 * nothing that signed before stops signing. Administrators never sealed (no batchSign) and get none.
 */
import { sql, type Kysely } from 'kysely';
import { bytesType, withId } from '../dialect';

/** common/access.ts SIGNING_COMPANY_IDS when this migration was written: frozen with it. */
const SIGNING_COMPANY_IDS = [29, 24, 23];
const COMPANY_USER = 2;
const OPERATOR = 4;

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('seals'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('png', bytesType(db), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Sealing takes the company's one active seal of the kind a template asks for.
  await db.schema
    .createIndex('seals_active_kind')
    .unique()
    .on('seals')
    .columns(['company_id', 'kind'])
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await withId(db, db.schema.createTable('seal_grants'))
    .addColumn('seal_id', 'integer', (c) => c.notNull().references('seals.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // JSON arrays of ids, or null: every template / department.
    .addColumn('template_ids', 'text')
    .addColumn('department_ids', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('seal_grants_seal_account').on('seal_grants').columns(['seal_id', 'account_id']).execute();
  await db.schema.createIndex('seal_grants_account').on('seal_grants').columns(['account_id']).execute();

  await db.schema
    .alterTable('contract_templates')
    .addColumn('seal_kind', 'text', (c) => c.notNull().defaultTo('company'))
    .execute();

  await upgradeSeals(db, new Date().toISOString());
}

async function upgradeSeals(db: Kysely<any>, at: string) {
  const companies = await db.selectFrom('companies').select(['id', 'seal_png']).where('seal_png', 'is not', null).execute();
  for (const company of companies) {
    const seal = await db
      .insertInto('seals')
      .values({
        company_id: company.id,
        kind: 'company',
        name: '公章',
        png: company.seal_png,
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sealers = await db
      .selectFrom('accounts')
      .select('id')
      .where('company_id', '=', company.id)
      .where((eb) =>
        SIGNING_COMPANY_IDS.includes(Number(company.id)) ? eb('type', 'in', [OPERATOR, COMPANY_USER]) : eb('type', '=', OPERATOR),
      )
      .execute();
    if (sealers.length === 0) continue;
    await db
      .insertInto('seal_grants')
      .values(sealers.map((account) => ({ seal_id: seal.id, account_id: account.id, created_at: at })))
      .execute();
  }
}
