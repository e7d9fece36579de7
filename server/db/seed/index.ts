/**
 * Demo data for an empty database: companies with departments (the signing ones with a seal and
 * its grants), one account per role, employees and notices (true of this data, seed/notices.ts).
 * Inserted in one transaction: a half-seeded database never exists.
 */
import { NEW_ACCOUNT_PROFILE } from '../../domain/accounts/account-rows';
import type { Db } from '../open';
import { hashPassword, passwordScore } from '../../domain/auth/password';
import { addNotice } from '../../domain/notices/add-notice';
import { seedAccounts, SEED_PASSWORD } from './accounts';
import { seedCompanies } from './companies';
import { insertSeedContracts, seedTemplatePdfs } from './contracts';
import { seedEmployees } from './employees';
import { seedNoticesFor } from './notices';
import { seedPreventionEntries } from './prevention';
import { demoSealPng, SEALED_COMPANY_IDS } from './seals';
import { UserType } from '../../../common/api/accounts';
import { BUILT_IN_SEAL_NAMES } from '../../../common/api/seals';

export { SEED_PASSWORD, SEALED_COMPANY_IDS, seedAccounts, seedCompanies, seedEmployees, seedPreventionEntries };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return !row;
}

export async function seedDemoData(db: Db, now: () => Date = () => new Date()): Promise<void> {
  const seededAt = now();
  const at = seededAt.toISOString();
  // Hashing is the slow part; do it before the transaction, in parallel.
  const hashes = await Promise.all(seedAccounts.map(() => hashPassword(SEED_PASSWORD)));
  // Contract template PDFs are drawn before the transaction too.
  const templatePdfs = await seedTemplatePdfs();
  const seal = demoSealPng();

  await db.transaction().execute(async (trx) => {
    const departmentIds = new Map<string, number>();
    for (const company of seedCompanies) {
      await trx
        .insertInto('companies')
        .values({
          id: company.id,
          name: company.name,
          credit_code: company.creditCode,
          legal_person: company.legalPerson,
          contact_name: company.contactName,
          contact_mobile: company.contactMobile,
          address: company.address,
          seal_png: null,
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const name of company.departments) {
        const row = await trx
          .insertInto('departments')
          .values({ company_id: company.id, name, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        departmentIds.set(`${company.id}/${name}`, row.id);
      }
    }
    const accountIds = new Map<string, number>();
    const departmentId = (companyId: number | null, name: string | null) =>
      companyId !== null && name !== null ? (departmentIds.get(`${companyId}/${name}`) ?? null) : null;

    for (const [index, account] of seedAccounts.entries()) {
      const row = await trx
        .insertInto('accounts')
        .values({
          username: account.username,
          password_hash: hashes[index],
          password_strength: passwordScore(SEED_PASSWORD),
          password_changed_at: at,
          name: account.name,
          avatar: '',
          type: account.type,
          company_id: account.companyId,
          department_id: departmentId(account.companyId, account.department),
          mobile: account.mobile,
          email: account.email,
          status: account.status,
          last_login_at: null,
          ...NEW_ACCOUNT_PROFILE,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      accountIds.set(account.username, row.id);
      for (const { hoursAgo, ...notice } of seedNoticesFor(account)) {
        await addNotice(trx, { ...notice, accountId: row.id, at: new Date(seededAt.getTime() - hoursAgo * 3600_000).toISOString() });
      }
    }

    for (const employee of seedEmployees) {
      await trx
        .insertInto('employees')
        .values({
          company_id: employee.companyId,
          department_id: departmentId(employee.companyId, employee.department),
          name: employee.name,
          id_number: employee.idNumber,
          mobile: employee.mobile,
          position: employee.position,
          entry_date: employee.entryDate,
          status: employee.status,
          leave_date: employee.leaveDate ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }

    for (const entry of seedPreventionEntries) {
      await trx
        .insertInto('prevention_list')
        .values({
          name: entry.name,
          id_number: entry.idNumber,
          mobile: entry.mobile,
          reason: entry.reason,
          created_by: accountIds.get('admin') ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }

    // The companies that may sign can seal out of the box: their 公章, granted to their operators
    // and company users (who may seal, common/access.ts); the others show the "no seal" path.
    for (const companyId of SEALED_COMPANY_IDS) {
      const row = await trx
        .insertInto('seals')
        .values({
          company_id: companyId,
          kind: 'company',
          name: BUILT_IN_SEAL_NAMES.company,
          png: seal,
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sealers = seedAccounts.filter(
        (a) => a.companyId === companyId && (a.type === UserType.OPERATOR || a.type === UserType.COMPANY),
      );
      for (const account of sealers) {
        await trx
          .insertInto('seal_grants')
          .values({ seal_id: row.id, account_id: accountIds.get(account.username)!, created_at: at })
          .execute();
      }
    }

    const adminId = (await trx.selectFrom('accounts').select('id').where('username', '=', 'admin').executeTakeFirst())?.id ?? null;
    await insertSeedContracts(trx, { pdfs: templatePdfs, createdBy: adminId, at });
  });
}
