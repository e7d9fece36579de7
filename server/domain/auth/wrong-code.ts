/**
 * A wrong guess at a texted code, counted in one statement that also burns the code at the
 * limit: guesses sent at once each count (a read, then a write, would let them all see the same
 * count). Answers whether the code is burnt now, and how many tries it has left, so that the
 * message can say so.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/open';

export interface WrongGuess {
  burnt: boolean;
  /** Wrong tries the code still takes before it is burnt (0 once burnt). */
  triesLeft: number;
}

export async function wrongGuess(
  db: Db,
  { table, id, max, now }: { table: 'sign_codes' | 'worker_codes'; id: number; max: number; now: string },
): Promise<WrongGuess> {
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
  // No row counted: another guess burnt (or used) the code meanwhile.
  const triesLeft = counted ? Math.max(0, max - Number(counted.attempts)) : 0;
  return { burnt: triesLeft === 0, triesLeft };
}
