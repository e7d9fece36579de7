/**
 * "Name contains" read from migration 034's grams (every character and every pair of adjacent
 * characters of each lower-cased name, with company, status, entry date, department and name):
 * one index range per search instead of every name in scope (200,000 a company, 1,000,000 for an
 * admin), measured with `npm run bench:employees`. Used by the list when the other filters are
 * those the grams carry (scope, company, department, status); with an ID number, a mobile or the
 * prevention flag the list reads `employees` (employee-filters.ts), those filters being selective.
 */
import { sql } from 'kysely';
import { containsText } from '../../../db/dialect';
import type { Db } from '../../../db/open';
import { containsPattern } from '../../../lib/sql';
import type { EmployeeFilters, EmployeeSortField } from './employee-rows';

/** The caller's scope and the company and department filters, as equalities every row meets. */
export interface ScopeConditions {
  companyIds: number[];
  departmentIds: number[];
}

/** The grams' columns the list sorts by (createdAt and id: the employee's id). */
const GRAM_SORTS: Record<EmployeeSortField, string> = {
  id: 'g.employee_id',
  createdAt: 'g.employee_id',
  name: 'g.name',
  entryDate: 'g.entry_date',
  status: 'g.status',
};

/**
 * "Name contains" as a condition on `column` (the employee's name, or its copy in the grams):
 * text without Latin letters (Chinese names) is matched as it is; Latin text with lower() +
 * LIKE, ignoring case.
 */
export function nameContains(db: Db, column: string, text: string) {
  return /[A-Za-z]/.test(text)
    ? sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`
    : containsText(db, sql.ref(column), text);
}

/** Longer searches pick their rarest bigram; counting each stops here (past it, any will do). */
const RAREST_COUNT_CAP = 2_000;

/** Has neither case: lower() and upper() leave it as it is (Chinese characters, digits). */
const caseless = (character: string) => character.toLowerCase() === character && character.toUpperCase() === character;

/**
 * The grams a name must hold to contain `text`, as nameContains matches it: Latin text is
 * matched lower-cased against lower(name), other text as it is against the name, whose grams
 * the database lower()s, so each gram is looked up as lower(gram) there too. `exact`: holding
 * the one gram is containing the text (one or two characters, Latin or without case), so the
 * names need no check.
 */
export function nameGrams(text: string): { grams: string[]; exact: boolean } {
  const latin = /[A-Za-z]/.test(text);
  const characters = Array.from(latin ? text.toLowerCase() : text);
  const grams = characters.length === 1 ? characters : [...new Set(characters.slice(1).map((character, i) => characters[i] + character))];
  return { grams, exact: characters.length <= 2 && (latin || characters.every(caseless)) };
}

/** Searches the grams can answer alone: no filter on columns they do not carry. */
export function searchableByGrams(filters: EmployeeFilters): boolean {
  return Boolean(filters.name) && !filters.idNumber && !filters.mobile && filters.prevented === undefined;
}

/**
 * One page of employee ids and the total for a name search (searchableByGrams) within
 * `conditions`. The page and the count each read one range of the index on (company, gram,
 * status, entry date, employee), or on (gram, employee) for an admin's search of every company.
 */
export async function searchNamesByGrams(
  db: Db,
  conditions: ScopeConditions,
  query: EmployeeFilters & { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const text = query.name!;
  const { grams, exact } = nameGrams(text);
  const gram = grams.length === 1 ? grams[0] : await rarestGram(db, conditions, grams);
  let matches = gramRange(db, conditions, gram);
  if (query.status) matches = matches.where('g.status', '=', query.status);
  if (!exact) matches = matches.where(nameContains(db, 'g.name', text));

  const sort = query.sort ?? { field: 'id' as const, descending: true };
  const direction = sort.descending ? 'desc' : 'asc';
  const rows = await matches
    .select('g.employee_id as id')
    .orderBy(sql.ref(GRAM_SORTS[sort.field]), direction)
    .orderBy('g.employee_id', direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const { total } = await matches.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { ids: rows.map((row) => row.id), total: Number(total) };
}

/**
 * The ids of the employees within `conditions` holding a gram of `text` (not checked further):
 * a pre-filter for nameContains where other filters need the employees' rows.
 */
export function nameGramCandidates(db: Db, conditions: ScopeConditions, text: string) {
  return gramRange(db, conditions, nameGrams(text).grams[0]).select('g.employee_id');
}

/** The rows of one gram within the conditions. */
function gramRange(db: Db, conditions: ScopeConditions, gram: string) {
  let range = db.selectFrom('employee_name_grams as g').where('g.gram', '=', sql<string>`lower(${gram})`);
  for (const companyId of conditions.companyIds) range = range.where('g.company_id', '=', companyId);
  for (const departmentId of conditions.departmentIds) range = range.where('g.department_id', '=', departmentId);
  return range;
}

/** The gram with the fewest rows in scope (counted up to RAREST_COUNT_CAP): the fewest names to check. */
async function rarestGram(db: Db, conditions: ScopeConditions, grams: string[]): Promise<string> {
  let rarest = { gram: grams[0], rows: Infinity };
  for (const gram of grams) {
    const capped = gramRange(db, conditions, gram).select(sql.lit(1).as('one')).limit(RAREST_COUNT_CAP).as('capped');
    const { rows } = await db
      .selectFrom(capped)
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    if (Number(rows) < rarest.rows) rarest = { gram, rows: Number(rows) };
    if (rarest.rows === 0) break;
  }
  return rarest.gram;
}
