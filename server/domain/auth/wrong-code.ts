/**
 * A wrong guess at a texted code, counted in one statement that also burns the code at the
 * limit: guesses sent at once each count (a read, then a write, would let them all see the same
 * count). Answers whether the code is burnt now.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/open';

export async function countWrongGuess(
  db: Db,
  table: 'sign_codes' | 'worker_codes',
  id: number,
  max: number,
  now: string,
): Promise<boolean> {
  const counted = await db
    .updateTable(table)
    .set({
      attempts: sql<number>`attempts + 1`,
      used_at: sql<string | null>`case when attempts + 1 >= ${max} then ${now} else used_at end`,
    })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return !counted || counted.attempts >= max;
}
