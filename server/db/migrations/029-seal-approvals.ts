/**
 * Approval before sealing (用印审批, docs/product.md "Seals"): a seal may require that one of its
 * approvers (accounts of its company) approve each use. A batch stamping such a seal waits as
 * `awaiting_approval` with one approval per seal it stamps (a single sealing is a batch of one);
 * the approver and the time go into each task's audit chain when it is approved.
 */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('seals')
    .addColumn('approval_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('seal_approvers')
    .addColumn('seal_id', 'integer', (c) => c.notNull().references('seals.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('seal_approvers_pk', ['seal_id', 'account_id'])
    .execute();
  await db.schema.createIndex('seal_approvers_account').on('seal_approvers').columns(['account_id']).execute();

  await withId(db, db.schema.createTable('seal_approvals'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('seal_id', 'integer', (c) => c.notNull().references('seals.id').onDelete('cascade'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('task_count', 'integer', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('seal_approvals_batch').on('seal_approvals').columns(['batch_id', 'seal_id']).unique().execute();
  await db.schema.createIndex('seal_approvals_seal').on('seal_approvals').columns(['seal_id', 'status']).execute();
  await db.schema.createIndex('seal_approvals_company').on('seal_approvals').columns(['company_id', 'id']).execute();
}
