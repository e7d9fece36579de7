/**
 * What changed in a signed PDF after each signature, and whether it was allowed: the difference
 * analysis between revisions that pyHanko does (pyhanko/sign/diff_analysis), written afresh.
 *
 * Each incremental update lists the objects it writes in its own cross-reference section. Every
 * such object is compared with its value in the revision before the update (a rewrite with the
 * same resolved value is no change) and judged by what it is in the new revision (see
 * revisions-structure.ts): a page's content, a signature field's value, a DSS certificate... The
 * rules follow DocMDP (ISO 32000-2, 12.8.2.2):
 * - P=1: only DSS data and document timestamps in new, invisible signature fields.
 * - P=2 (and no certification: approval signatures alone are judged as P=2): also signing, into a
 *   field that existed before (its /V, its /AP and new appearance objects only it reaches) or into
 *   a new invisible signature field, and filling form fields' values.
 * - P=3: also annotations.
 * Anything else is disallowed and named: page content, resources, the page tree, annotations,
 * fonts, /Perms, /Names, /OpenAction, the trailer's /Root or /Info...
 */
import {
  Dict,
  MAX_DEPTH,
  Name,
  PdfFile,
  Ref,
  Revision,
  RevisionAnalysisError,
  Str,
  Stream,
  dictOf,
  nameOf,
  type Section,
  type Value,
} from './revisions-reader';
import { fieldLabel, readStructure, type FieldInfo, type Role, type Special, type Structure } from './revisions-structure';

export { RevisionAnalysisError };

export interface RevisionChange {
  /** "12 0" */
  object: string;
  kind: 'added' | 'changed';
  /** Short English description: 'page 3 content', 'annotation on page 2', 'signature field EmployeeSignature /V'... */
  what: string;
  page?: number;
}
export interface SignatureRevision {
  fieldName: string;
  coveredEnd: number;
  laterChanges: RevisionChange[];
  verdict: 'untouched' | 'allowed' | 'disallowed';
  disallowed: RevisionChange[];
}
export interface RevisionAnalysis {
  docMdp: 1 | 2 | 3 | null;
  /** Field name of the certification signature. */
  certifiedBy: string | null;
  revisions: SignatureRevision[];
}

/** Keys signing or form filling may change in a field or widget, as pyHanko's VALUE_UPDATE_KEYS (not /Rect, /P). */
const VALUE_KEYS = new Set(['V', 'AP', 'AS', 'F', 'DA', 'Q', 'Ff', 'Type']);
/** AcroForm keys that may change (pyHanko's ACROFORM_EXEMPT_STRICT_COMPARISON, and /SigFlags). */
const ACROFORM_KEYS = new Set(['DR', 'DA', 'Q', 'NeedAppearances', 'SigFlags']);
/** Catalog keys a signing or LTV update writes: /Extensions and /Version declare what PAdES uses. */
const CATALOG_KEYS = new Set(['Extensions', 'Version']);

/** Updates analysed after the earliest signature: a contract gets a handful (signature, DSS, timestamp). */
const MAX_UPDATES = 20;
const MAX_SIGNATURES = 50;

type Level = 1 | 2 | 3;
interface Judged extends RevisionChange {
  allowed: boolean;
}

/** The changes each signature's later updates made, judged by the document's DocMDP level. */
export async function analyseRevisions(
  file: Uint8Array,
  signatures: { fieldName: string; coveredEnd: number }[],
): Promise<RevisionAnalysis> {
  if (signatures.length > MAX_SIGNATURES) throw new RevisionAnalysisError(`more than ${MAX_SIGNATURES} signatures`);
  for (const s of signatures) {
    if (!Number.isInteger(s.coveredEnd) || s.coveredEnd <= 0 || s.coveredEnd > file.length) {
      throw new RevisionAnalysisError(`signature ${s.fieldName} covers up to byte ${s.coveredEnd}, outside the file`);
    }
  }
  const pdf = new PdfFile(file);
  const chain = pdf.sections(pdf.startxref(file.length));
  const signed = signatures.map((s) => ({ ...s, index: signedIndex(pdf, chain, s.coveredEnd) }));
  const firstSigned = signed.reduce((max, s) => Math.max(max, s.index), 0);
  if (firstSigned > MAX_UPDATES) throw new RevisionAnalysisError(`more than ${MAX_UPDATES} incremental updates after the first signature`);
  const revision = revisions(pdf, chain, signed);
  const earliest = signed.find((s) => s.index === firstSigned);
  const { level, certifiedBy } = earliest ? docMdpOf(revision(firstSigned)) : { level: null, certifiedBy: null };
  const updates = new Map<number, Judged[]>();
  const updateAt = (i: number) =>
    updates.get(i) ??
    updates
      .set(i, judgeUpdate({ section: chain[i], old: revision(i + 1), now: revision(i), level: level ?? 2, certified: level !== null }))
      .get(i)!;
  return {
    docMdp: level,
    certifiedBy,
    revisions: signed.map(({ fieldName, coveredEnd, index }) => {
      // Oldest update first: chain index i is newer for smaller i.
      const judged = Array.from({ length: index }, (_, k) => updateAt(index - 1 - k)).flat();
      const laterChanges = judged.map(({ allowed: _allowed, ...change }) => change);
      const disallowed = judged.filter((c) => !c.allowed).map(({ allowed: _allowed, ...change }) => change);
      const verdict = laterChanges.length === 0 ? 'untouched' : disallowed.length ? 'disallowed' : 'allowed';
      return { fieldName, coveredEnd, laterChanges, verdict, disallowed };
    }),
  };
}

/**
 * Index in the chain (newest first) of the section that ends the signed revision: the sections
 * before it are the later updates. The later updates must continue the signed revision's own
 * cross-reference, or the final document could resolve signed objects differently unseen.
 */
function signedIndex(pdf: PdfFile, chain: Section[], coveredEnd: number): number {
  const start = pdf.startxref(coveredEnd);
  const index = chain.findIndex((s) => s.offset < coveredEnd);
  if (index < 0 || chain[index].offset !== start || chain.slice(index).some((s) => s.offset >= coveredEnd)) {
    throw new RevisionAnalysisError(`the updates after byte ${coveredEnd} do not continue the signed revision's cross-reference`);
  }
  return index;
}

/** Revision i (chain[i] and older), made once; a signed one may only use the bytes it signed. */
function revisions(pdf: PdfFile, chain: Section[], signed: { coveredEnd: number; index: number }[]): (i: number) => Revision {
  const made = new Map<number, Revision>();
  return (i) => {
    if (!made.has(i)) {
      const end = Math.min(pdf.bytes.length, ...signed.filter((s) => s.index === i).map((s) => s.coveredEnd));
      made.set(i, new Revision(pdf, chain.slice(i), end));
    }
    return made.get(i)!;
  };
}

/** The certification's DocMDP level (catalog /Perms /DocMDP, in the first signed revision). */
function docMdpOf(rev: Revision): { level: Level | null; certifiedBy: string | null } {
  const catalog = dictOf(rev.resolve(rev.trailer.get('Root')));
  const sigRef = dictOf(rev.resolve(catalog?.get('Perms')))?.get('DocMDP');
  const sig = dictOf(rev.resolve(sigRef));
  if (!sig) return { level: null, certifiedBy: null };
  const references = rev.resolve(sig.get('Reference'));
  const docMdp = (Array.isArray(references) ? references : [])
    .map((r) => dictOf(rev.resolve(r)))
    .find((r) => nameOf(r?.get('TransformMethod')) === 'DocMDP');
  const p = dictOf(rev.resolve(docMdp?.get('TransformParams')))?.get('P') ?? 2;
  if (p !== 1 && p !== 2 && p !== 3) throw new RevisionAnalysisError(`the certification's DocMDP /P is ${String(p)}`);
  const field =
    sigRef instanceof Ref ? readStructure(rev).fields.find((f) => sameRef(dictOf(rev.get(f.ref))?.get('V'), sigRef)) : undefined;
  return { level: p, certifiedBy: field?.name ?? null };
}

/** Every object one update wrote, judged against the revision before it. */
function judgeUpdate({
  section,
  old,
  now,
  level,
  certified,
}: {
  section: Section;
  old: Revision;
  now: Revision;
  level: Level;
  certified: boolean;
}): Judged[] {
  const structure = readStructure(now);
  const judge = new Judge(old, now, structure, level, certified);
  const changes: Judged[] = [...trailerChanges(old, now)];
  judge.judgeLegacySeals([...section.entries].flatMap(([num, e]) => (e.type === 1 ? [new Ref(num, e.gen)] : [])));
  for (const [num, entry] of section.entries) {
    if (num === section.xrefStream) continue;
    const ref = entry.type === 0 ? freedRef(old, num) : new Ref(num, entry.type === 1 ? entry.gen : 0);
    if (!ref) continue;
    // A number reused with another generation deletes the object it had: judged as gone too.
    const previous = entry.type !== 0 ? freedRef(old, num) : null;
    if (previous && previous.gen !== ref.gen) {
      const gone = judge.object(previous);
      if (gone) changes.push(gone);
    }
    const change = judge.object(ref);
    if (change) changes.push(change);
  }
  return changes;
}

/** The object a free entry deletes, if it existed. */
function freedRef(old: Revision, num: number): Ref | null {
  const entry = old.entry(num);
  return entry ? new Ref(num, entry.type === 1 ? entry.gen : 0) : null;
}

/** A new /Root or /Info swaps the document for objects no update lists as changed. */
function trailerChanges(old: Revision, now: Revision): Judged[] {
  return (['Root', 'Info'] as const).flatMap((key) => {
    const [before, after] = [old.trailer.get(key), now.trailer.get(key)];
    if (sameRef(before, after) || (before === undefined && after === undefined)) return [];
    const object = after instanceof Ref ? after.key : before instanceof Ref ? before.key : '0 0';
    return [{ object, kind: 'changed' as const, what: key === 'Root' ? 'trailer /Root' : 'document information', allowed: false }];
  });
}

const sameRef = (a: Value | undefined, b: Value | undefined) => a instanceof Ref && b instanceof Ref && a.num === b.num && a.gen === b.gen;

/** The rules, for one update: `old` is the revision before it, `now` the one it makes. */
class Judge {
  private readonly fieldVerdicts = new Map<string, boolean>();
  /** Whether this update's change to a legacy seal stamp, if any, only gave it an appearance. */
  private legacySealAllowed = true;

  constructor(
    readonly old: Revision,
    readonly now: Revision,
    readonly structure: Structure,
    readonly level: Level,
    readonly certified: boolean,
  ) {}

  /**
   * The legacy seal stamps this update changed may change their appearance only, and only in an
   * uncertified document (certified ones have signature widgets): judged before anything else.
   */
  judgeLegacySeals(written: Ref[]): void {
    for (const ref of written) {
      if (this.structure.special.get(ref.key)?.kind !== 'legacy-seal' || !this.old.has(ref)) continue;
      const [before, after] = [dictOf(this.old.get(ref)), dictOf(this.now.get(ref))];
      const keys = before && after ? diffKeys(before, after, this.now) : ['?'];
      if (this.certified || !keys.every((k) => k === 'AP')) this.legacySealAllowed = false;
    }
  }

  /** The change to one written object, or null when it is none (same value, or file structure). */
  object(ref: Ref): Judged | null {
    const existed = this.old.has(ref);
    const before = existed ? this.old.get(ref) : undefined;
    const after = this.now.get(ref);
    if (existed && equal({ a: before!, b: after, rev: this.now, depth: 0 })) return null;
    const kind = existed ? 'changed' : 'added';
    const special = this.structure.special.get(ref.key);
    if (special) return { object: ref.key, kind, ...this.special(special, existed ? before! : undefined, after) };
    const roles = this.structure.roles.get(ref.key);
    if (roles) return { object: ref.key, kind, ...this.roles(roles, existed) };
    // Object and xref streams carry no content of their own: the objects in them are judged. An
    // existing object stream rewritten would change, unlisted, every object compressed in it.
    const type = nameOf(dictOf(after)?.get('Type'));
    if (after instanceof Stream && (type === 'ObjStm' || type === 'XRef')) {
      return existed ? { object: ref.key, kind, what: 'object stream rewritten', allowed: false } : null;
    }
    // Nothing in the document reaches it, so no reader shows it.
    return { object: ref.key, kind, what: 'unreferenced object', allowed: true };
  }

  private roles(roles: Role[], existed: boolean): Omit<Judged, 'object' | 'kind'> {
    const refused = roles.find((role) => !this.roleAllowed(role, existed));
    const role = refused ?? roles[0];
    return { what: role.what, ...(role.page ? { page: role.page } : {}), allowed: !refused };
  }

  private roleAllowed(role: Role, existed: boolean): boolean {
    if (role.kind === 'dss') return true;
    if (role.kind === 'annotation') return this.level === 3;
    if (role.kind === 'seal') return !existed && this.legacySealAllowed;
    // Appearance streams and signature data: only new objects of a field whose change is allowed.
    if (role.kind === 'appearance' || role.kind === 'signature') return !existed && this.fieldAllowed(role.field!);
    return false;
  }

  /** `before` is undefined for a new object. */
  private special(special: Special, before: Value | undefined, after: Value): Omit<Judged, 'object' | 'kind'> {
    switch (special.kind) {
      case 'catalog':
        return this.catalog(dictOf(before), dictOf(after));
      case 'acroform':
        return { what: 'catalog /AcroForm', allowed: this.acroFormAllowed(dictOf(before), dictOf(after)) };
      case 'fields':
        return { what: 'catalog /AcroForm /Fields', allowed: this.fieldListAllowed(before ?? [], after) };
      case 'field':
        return { what: this.fieldWhat(special.field), allowed: this.fieldAllowed(special.field) };
      case 'widget':
        return {
          what: `widget of ${fieldLabel(special.field)}`,
          allowed: this.widgetAllowed(special.field, dictOf(before), dictOf(after)),
        };
      case 'signature':
        return { what: `${fieldLabel(special.field)} /V`, allowed: before === undefined && this.fieldAllowed(special.field) };
      case 'page':
        return this.page(special.page, dictOf(before), dictOf(after));
      case 'annots':
        return { what: `page ${special.page} /Annots`, page: special.page, allowed: this.annotsAllowed(before ?? [], after) };
      case 'annotation':
        return { what: `annotation on page ${special.page}`, page: special.page, allowed: this.level === 3 };
      case 'legacy-seal':
        return { what: `company seal on page ${special.page}`, page: special.page, allowed: this.legacySealAllowed };
      case 'page-tree':
        return { what: 'page tree', allowed: false };
      case 'dss':
        return { what: 'catalog /DSS', allowed: dssAllowed(dictOf(after)) };
      case 'info':
        return { what: 'document information', allowed: false };
    }
  }

  /** The catalog may gain or change /DSS and /AcroForm; nothing else. */
  private catalog(before: Dict | undefined, after: Dict | undefined): Omit<Judged, 'object' | 'kind'> {
    if (!before || !after) return { what: 'catalog', allowed: false };
    const keys = diffKeys(before, after, this.now);
    const refused = keys.filter((key) => {
      if (key === 'DSS') return !dssAllowed(dictOf(this.now.resolve(after.get('DSS'))));
      if (key === 'AcroForm')
        return !this.acroFormAllowed(dictOf(this.old.resolve(before.get('AcroForm'))), dictOf(this.now.resolve(after.get('AcroForm'))));
      return !CATALOG_KEYS.has(key);
    });
    return { what: `catalog ${(refused.length ? refused : keys).map((k) => `/${k}`).join(', ')}`, allowed: refused.length === 0 };
  }

  /** /Fields may gain allowed new fields; the form's defaults and flags may change. */
  private acroFormAllowed(before: Dict | undefined, after: Dict | undefined): boolean {
    if (!after) return false;
    const old = before ?? new Dict(new Map());
    return diffKeys(old, after, this.now).every((key) => {
      if (key === 'Fields') return this.fieldListAllowed(this.old.resolve(old.get('Fields')), this.now.resolve(after.get('Fields')));
      return ACROFORM_KEYS.has(key);
    });
  }

  /** No field removed; each added one a new field whose creation is allowed. */
  private fieldListAllowed(before: Value, after: Value): boolean {
    return this.listGrowsBy(before, after, (added) => {
      const special = this.structure.special.get(added.key);
      return special?.kind === 'field' && !this.old.has(added) && this.fieldAllowed(special.field);
    });
  }

  private listGrowsBy(before: Value, after: Value, allowedAddition: (ref: Ref) => boolean): boolean {
    const old = Array.isArray(before) ? before : [];
    if (!Array.isArray(after)) return false;
    const kept = new Set(after.filter((r) => r instanceof Ref).map((r) => r.key));
    if (old.some((r) => !(r instanceof Ref) || !kept.has(r.key))) return false;
    const had = new Set(old.map((r) => (r as Ref).key));
    return after.every((r) => r instanceof Ref && (had.has(r.key) || allowedAddition(r)));
  }

  /** A new field by its name; a changed one by its value when allowed, else by the keys changed. */
  private fieldWhat(field: FieldInfo): string {
    const [before, after] = [dictOf(this.old.get(field.ref)), dictOf(this.now.get(field.ref))];
    if (!this.old.has(field.ref) || !before || !after) return fieldLabel(field);
    const keys = diffKeys(before, after, this.now);
    const named = this.fieldAllowed(field) && keys.includes('V') ? ['V'] : keys;
    return `${fieldLabel(field)} ${named.map((k) => `/${k}`).join(', ')}`;
  }

  /** Whether what this update did to a field (its dictionary and its new value) is allowed. */
  private fieldAllowed(field: FieldInfo): boolean {
    if (!this.fieldVerdicts.has(field.ref.key)) this.fieldVerdicts.set(field.ref.key, this.judgeField(field));
    return this.fieldVerdicts.get(field.ref.key)!;
  }

  private judgeField(field: FieldInfo): boolean {
    const after = dictOf(this.now.get(field.ref));
    if (!after) return false;
    if (!this.old.has(field.ref)) return field.type === 'Sig' && this.newSignatureFieldAllowed(field, after);
    const before = dictOf(this.old.get(field.ref));
    if (!before) return false;
    const keys = diffKeys(before, after, this.now);
    if (keys.length === 0) return true;
    if (this.level < 2 || !keys.every((k) => VALUE_KEYS.has(k))) return false;
    // Signing fills an empty field once: a signed field's value never changes.
    return field.type !== 'Sig' || (keys.includes('V') && before.get('V') === undefined);
  }

  /** A new signature field draws nothing; with P=1 it may only hold a document timestamp. */
  private newSignatureFieldAllowed(field: FieldInfo, dict: Dict): boolean {
    if (!field.widgets.every((w) => invisible(dictOf(this.now.get(w))))) return false;
    if (this.level >= 2) return true;
    const value = dictOf(this.now.resolve(dict.get('V')));
    return nameOf(value?.get('Type')) === 'DocTimeStamp';
  }

  /** A new field's widget comes with it; an existing widget only gets the appearance of the value set now. */
  private widgetAllowed(field: FieldInfo, before: Dict | undefined, after: Dict | undefined): boolean {
    if (!after || !this.fieldAllowed(field)) return false;
    if (!before) return !this.old.has(field.ref);
    if (!diffKeys(before, after, this.now).every((k) => VALUE_KEYS.has(k))) return false;
    if (field.type !== 'Sig') return true;
    const [was, is] = [dictOf(this.old.get(field.ref))?.get('V'), dictOf(this.now.get(field.ref))?.get('V')];
    return was === undefined && is !== undefined;
  }

  /** A page may only gain the widgets of allowed new signature fields in /Annots. */
  private page(page: number, before: Dict | undefined, after: Dict | undefined): Omit<Judged, 'object' | 'kind'> {
    if (!before || !after) return { what: `page ${page}`, page, allowed: false };
    const keys = diffKeys(before, after, this.now);
    const refused = keys.filter(
      (k) => k !== 'Annots' || !this.annotsAllowed(this.old.resolve(before.get('Annots')), this.now.resolve(after.get('Annots'))),
    );
    const name = (k: string) => (k === 'Contents' ? 'content' : k === 'Resources' ? 'resources' : `/${k}`);
    return { what: `page ${page} ${(refused.length ? refused : keys).map(name).join(', ')}`, page, allowed: refused.length === 0 };
  }

  private annotsAllowed(before: Value, after: Value): boolean {
    if (this.level === 3) return true;
    return this.listGrowsBy(before ?? [], after, (added) => {
      const special = this.structure.special.get(added.key);
      const field = special?.kind === 'field' || special?.kind === 'widget' ? special.field : undefined;
      return !!field && field.type === 'Sig' && !this.old.has(field.ref) && this.fieldAllowed(field);
    });
  }
}

/** The DSS may hold only what PAdES puts there. */
function dssAllowed(dss: Dict | undefined): boolean {
  return !!dss && [...dss.map.keys()].every((k) => ['Type', 'Certs', 'OCSPs', 'CRLs', 'VRI'].includes(k));
}

/** Hidden, no-view, or without area: a widget that shows nothing. */
function invisible(widget: Dict | undefined): boolean {
  if (!widget) return true;
  const flags = widget.get('F');
  if (typeof flags === 'number' && (flags & (2 | 32)) !== 0) return true;
  const rect = widget.get('Rect');
  if (!Array.isArray(rect) || rect.length !== 4 || !rect.every((n) => typeof n === 'number')) return true;
  const [x1, y1, x2, y2] = rect as number[];
  return (x2 - x1) * (y2 - y1) === 0;
}

function diffKeys(before: Dict, after: Dict, rev: Revision): string[] {
  const keys = new Set([...before.map.keys(), ...after.map.keys()]);
  return [...keys].filter((k) => !equal({ a: before.get(k) ?? null, b: after.get(k) ?? null, rev, depth: 0 }));
}

/** Same value: references by identity, streams by their dictionary and decoded bytes. */
function equal({ a, b, rev, depth }: { a: Value; b: Value; rev: Revision; depth: number }): boolean {
  if (depth > MAX_DEPTH) throw new RevisionAnalysisError('objects nested too deeply to compare');
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => equal({ a: item, b: b[i], rev, depth: depth + 1 }))
    );
  }
  if (a instanceof Stream || b instanceof Stream) return a instanceof Stream && b instanceof Stream && sameStream({ a, b, rev, depth });
  if (a.constructor !== b.constructor) return false;
  if (a instanceof Ref) return sameRef(a, b);
  if (a instanceof Name) return a.name === (b as Name).name;
  if (a instanceof Str) return Buffer.from(a.bytes).equals(Buffer.from((b as Str).bytes));
  const [x, y] = [a as Dict, b as Dict];
  return x.map.size === y.map.size && [...x.map].every(([k, v]) => y.map.has(k) && equal({ a: v, b: y.get(k)!, rev, depth: depth + 1 }));
}

/** The filters and lengths may differ as long as the decoded bytes are the same. */
function sameStream({ a, b, rev, depth }: { a: Stream; b: Stream; rev: Revision; depth: number }): boolean {
  const encoding = new Set(['Length', 'Filter', 'DecodeParms']);
  const strip = (s: Stream) => new Dict(new Map([...s.dict.map].filter(([k]) => !encoding.has(k))));
  if (!equal({ a: strip(a), b: strip(b), rev, depth: depth + 1 })) return false;
  if (
    Buffer.from(a.raw).equals(Buffer.from(b.raw)) &&
    equal({ a: a.dict.get('Filter') ?? null, b: b.dict.get('Filter') ?? null, rev, depth: depth + 1 })
  )
    return true;
  const [x, y] = [rev.file.decoder.decode(a), rev.file.decoder.decode(b)];
  return !!x && !!y && Buffer.from(x).equals(Buffer.from(y));
}
