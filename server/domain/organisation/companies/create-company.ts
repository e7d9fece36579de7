/** A new client company; admins only (the route's permission). */
import type { z } from 'zod';
import type { Company } from '../../../../common/api/organisation';
import type { CompanyBody } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertCreditCodeFree, creditCodeTaken, loadCompany } from './company-rows';

export async function createCompany(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, body: z.output<typeof CompanyBody>): Promise<Company> {
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertCreditCodeFree(trx, body.creditCode);
      const { id } = await trx
        .insertInto('companies')
        .values({
          name: body.name,
          credit_code: body.creditCode,
          legal_person: body.legalPerson,
          contact_name: body.contactName,
          contact_mobile: body.contactMobile,
          address: body.address,
          seal_png: null,
          status: body.status ?? 'active',
          verify_identity: body.verifyIdentity ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadCompany(trx, id);
    })
    .catch(whenTaken(creditCodeTaken));
}
