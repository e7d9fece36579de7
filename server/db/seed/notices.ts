/**
 * Demo header notices, made as the product makes its own (docs/product.md, "Notices"): message
 * keys rendered in the reader's language, each linking to what it is about, and each true of the
 * seeded data. Everyone gets the manual; who sees contracts, the shared principal template that
 * is enabled; administrators, the companies without a seal; a company user whose company has
 * none, its company's page. No seeded tasks, batches or imports: no notices about them.
 */
import { accessOf } from '../../../common/access';
import type { NewNotice } from '../../domain/notices/add-notice';
import type { SeedAccount } from './accounts';
import { seedCompanies } from './companies';
import { seedTemplates } from './contracts';
import { SEALED_COMPANY_IDS } from './seals';

export interface SeedNotice extends Omit<NewNotice, 'accountId' | 'at'> {
  /** How long before the seed time it arrived. */
  hoursAgo: number;
}

/** The shared principal template every contract reader sees, enabled, with its accessories. */
const sharedTemplate = seedTemplates.find((t) => t.kind === 'principal' && t.companyId === null && t.status === 'enabled')!;
const accessoryNames = (sharedTemplate.accessories ?? []).map((ref) => seedTemplates.find((t) => t.ref === ref)!.name);
const companiesWithoutSeal = seedCompanies.filter((c) => !SEALED_COMPANY_IDS.includes(c.id));

export function seedNoticesFor(account: SeedAccount): SeedNotice[] {
  const access = accessOf({ type: account.type, relation_id: account.companyId ?? 0, department: null });
  const notices: SeedNotice[] = [
    {
      type: 'notification',
      title: { key: 'notice.seed.welcome', params: { name: account.name } },
      description: { key: 'notice.seed.welcome.detail' },
      status: 'processing',
      link: '/helpCenter/manual',
      hoursAgo: 48,
    },
  ];
  if (access.viewContract) {
    notices.push({
      type: 'notification',
      title: { key: 'notice.seed.templateEnabled', params: { template: sharedTemplate.name } },
      description: { key: 'notice.seed.templateEnabled.detail', params: { accessories: accessoryNames.join('、') } },
      status: 'processing',
      link: '/contract/principleContract',
      hoursAgo: 24,
    });
  }
  if (access.isAdmin && companiesWithoutSeal.length) {
    notices.push({
      type: 'event',
      title: { key: 'notice.seed.companiesWithoutSeal', params: { count: companiesWithoutSeal.length } },
      description: { key: 'notice.seed.withoutSeal.detail' },
      status: 'urgent',
      link: '/company?hasSeal=false',
      hoursAgo: 2,
    });
  }
  const ownCompany = access.isCompany ? companiesWithoutSeal.find((c) => c.id === account.companyId) : undefined;
  if (ownCompany) {
    notices.push({
      type: 'event',
      title: { key: 'notice.seed.ownCompanyWithoutSeal', params: { company: ownCompany.name } },
      description: { key: 'notice.seed.withoutSeal.detail' },
      status: 'urgent',
      link: `/company/${ownCompany.id}`,
      hoursAgo: 2,
    });
  }
  return notices;
}
