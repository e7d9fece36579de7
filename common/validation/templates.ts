/**
 * Rules of contract templates shared by the upload form and the server, so both accept the same
 * version, derive the same default name, and round field boxes alike.
 */

/**
 * A template's version is a whole number 1-9999 (POST /api/contracts/:id/versions counts on from
 * it), written as typed: "2025.1", "1e3" or "01" are refused, never rounded into another number.
 */
export const TEMPLATE_VERSION_PATTERN = /^[1-9]\d{0,3}$/;

export const TEMPLATE_NAME_MAX = 100;

/** The name a template takes when none is given: its file's name without folders and ".pdf". */
export function templateNameFromFile(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.pdf$/i, '').trim();
  // Cut to the limit, never between the two halves of a character outside the BMP.
  return base
    .slice(0, TEMPLATE_NAME_MAX)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

/** Field boxes are kept to 0.01 pt: finer is invisible, and sums of floats show noise (472.48999999999995). */
export const roundPoints = (n: number) => Math.round(n * 100) / 100;
