/**
 * A seal drawn for a company (lib/seal-drawing.ts): its name along the arc and the seal's name
 * below the star, except on the company seal (公章), which carries the company's name alone.
 */
import type { SealDrawBody } from '../../../common/api/seals';
import { canDraw } from '../../pdf/font';
import { drawSeal } from '../../lib/seal-drawing';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { assertCompanyManaged } from './seal-rows';

/** Refuses text with a character the font cannot draw: it would be missing from the seal. */
function assertDrawable(text: string, field: string) {
  const missing = [...text].find((char) => char.trim() !== '' && !canDraw(char));
  if (missing) throw new DomainError('validation', 'seal.cannotDraw', { field, params: { char: missing } });
}

/** The drawn seal's PNG; nothing is written. */
export async function generateSeal(
  deps: Pick<Deps, 'db'>,
  { actor, companyId, body }: { actor: Actor; companyId: number; body: SealDrawBody },
): Promise<Buffer> {
  await assertCompanyManaged(deps.db, actor, companyId);
  const company = await deps.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  const below = body.kind === 'company' ? '' : body.name;
  assertDrawable(company.name, 'companyName');
  assertDrawable(below, 'name');
  return drawSeal(company.name, below);
}
