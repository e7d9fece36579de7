/**
 * Rules of contract templates shared by the upload form and the server, so both accept the same
 * version, derive the same default name, and round field boxes alike.
 */

/**
 * A template's version is a whole number 1-9999 (POST /api/contracts/:id/versions counts on from
 * it), written as typed: "2025.1", "1e3" or "01" are refused, never rounded into another number.
 */
export const TEMPLATE_VERSION_PATTERN = /^[1-9]\d{0,3}$/;

/** Bytes of a template's PDF. */
export const TEMPLATE_PDF_MAX_BYTES = 10 * 1024 * 1024;

export const TEMPLATE_NAME_MAX = 100;

/** Template codes: letters, digits, dot, underscore, hyphen; starting with a letter or digit. */
export const TEMPLATE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const TEMPLATE_CODE_MAX = 50;

/** Field keys (a template's fields and field help): identifiers, snake_case or camelCase. */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const FIELD_KEY_MAX = 64;
export const FIELD_LABEL_MAX = 50;
/** Characters of a text field's value (and of a constant default). */
export const FIELD_TEXT_VALUE_MAX = 500;

/** Lengths of a field help entry's texts. */
export const FIELD_HELP_LIMITS = { title: 100, content: 2000, example: 500 } as const;

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
