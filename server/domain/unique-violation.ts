/**
 * A value that must be unique (a credit code, an ID number, a name…) is checked before the write,
 * so that the refusal names the field; two writes that pass that check at once meet the unique
 * index instead. `whenTaken` gives the loser the check's own refusal rather than a 500.
 */
import { isUniqueViolation } from '../lib/sql';
import type { DomainError } from './errors';

/** A `.catch` for such a write: a unique violation becomes `taken()`, anything else is thrown on. */
export function whenTaken(taken: () => DomainError) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  };
}
