import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { companyForWrite } from '../employees/employee-rules';
import { checkRows, readColumns, type ImportInput } from './check-import-rows';
import { rejectedSheet } from './import-report';

/**
 * The rows a check refuses, as uploaded (every column, the header row first) with a column of
 * reasons in the user's language: fixed, the file imports again as it is.
 */
export async function rejectedEmployeeRows(deps: Pick<Deps, 'db'>, actor: Actor, input: ImportInput): Promise<string[][]> {
  const reading = readColumns(input, true);
  return deps.db.transaction().execute(async (trx) => {
    const companyId = await companyForWrite(trx, actor, input.companyId);
    const { problems } = await checkRows(trx, { actor, companyId, sheet: input.sheet, positions: reading.positions });
    return rejectedSheet({ sheet: input.sheet, reading, problems, locale: input.locale });
  });
}
