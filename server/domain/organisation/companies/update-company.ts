/**
 * Saves the fields given. Admins: any company, any field (suspend = status 'suspended').
 * A company user: its own company, not the status. A change its certificate no longer holds
 * under revokes the certificate.
 */
import type { z } from 'zod';
import type { Company } from '../../../../common/api/organisation';
import type { CompanyChanges } from '../../../../common/contract/organisation';
import type { RevocationReason } from '../../../signatures';
import type { Deps } from '../../deps';
import { revokeCompanyCertificate } from '../../pki/certificates';
import { assertCompanyInScope, forbidden, isAdmin, type Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertCreditCodeFree, creditCodeTaken, loadCompany } from './company-rows';

type Changes = z.output<typeof CompanyChanges>;

export async function updateCompany(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, changes }: { actor: Actor; id: number; changes: Changes },
): Promise<Company> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await loadCompany(trx, id);
      assertCompanyInScope(actor, id);
      if (changes.status !== undefined && changes.status !== current.status && !isAdmin(actor)) {
        throw forbidden('company.statusForbidden');
      }
      if (changes.creditCode !== undefined && changes.creditCode !== current.creditCode) {
        await assertCreditCodeFree(trx, changes.creditCode, id);
      }
      await trx
        .updateTable('companies')
        .set({
          name: changes.name,
          credit_code: changes.creditCode,
          legal_person: changes.legalPerson,
          contact_name: changes.contactName,
          contact_mobile: changes.contactMobile,
          address: changes.address,
          status: changes.status,
          verify_identity: changes.verifyIdentity === undefined ? undefined : changes.verifyIdentity ? 1 : 0,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      const reason = certificateRevocationReason(current, changes);
      if (reason) await revokeCompanyCertificate(trx, { companyId: id, reason, at: deps.now().toISOString() });
      return loadCompany(trx, id);
    })
    .catch(whenTaken(creditCodeTaken));
}

/**
 * Why the company's certificate no longer holds after `changes`, if it does not: its subject
 * names the company and its credit code, and a suspended company signs nothing.
 */
function certificateRevocationReason(current: Company, changes: Changes): RevocationReason | null {
  if (changes.status === 'suspended' && current.status !== 'suspended') return 'cessationOfOperation';
  const renamed = changes.name !== undefined && changes.name !== current.name;
  const recoded = changes.creditCode !== undefined && changes.creditCode !== current.creditCode;
  return renamed || recoded ? 'affiliationChanged' : null;
}
