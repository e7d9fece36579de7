/**
 * What each object of one revision is: the document structure the difference rules judge by
 * (catalog, page tree, pages, annotations, form fields and their widgets, signature values, DSS),
 * and for every other reachable object the roles through which it is reached ("page 3 content",
 * "appearance of signature field X", "DSS /Certs"...). An object reached through several roles
 * keeps them all, so a new stream that is both a field's appearance and a page's resource is
 * judged by the stricter one.
 */
import { Dict, Ref, Revision, RevisionAnalysisError, Str, Stream, dictOf, nameOf, type Value } from './revisions-reader';

export interface FieldInfo {
  /** Fully qualified name (parent names joined by dots). */
  name: string;
  ref: Ref;
  /** /FT, inherited from parents: Sig, Tx, Btn, Ch. */
  type: string | undefined;
  /** Widget annotations: the field itself when merged, else its kids without /T. */
  widgets: Ref[];
}

export type Special =
  | { kind: 'catalog' }
  | { kind: 'page-tree' }
  | { kind: 'page'; page: number }
  | { kind: 'annots'; page: number }
  | { kind: 'annotation'; page: number }
  /** The company's place before signature widgets existed (documents signed before them). */
  | { kind: 'legacy-seal'; page: number }
  | { kind: 'acroform' }
  | { kind: 'fields' }
  | { kind: 'field'; field: FieldInfo }
  | { kind: 'widget'; field: FieldInfo }
  | { kind: 'signature'; field: FieldInfo }
  | { kind: 'dss' }
  | { kind: 'info' };

/**
 * How a role may change: 'appearance' and 'signature' only as new objects of an allowed field
 * change, 'dss' always, 'annotation' only with DocMDP P=3, 'seal' only as new objects of an
 * allowed legacy seal change, 'other' never.
 */
export interface Role {
  what: string;
  page?: number;
  kind: 'appearance' | 'signature' | 'dss' | 'annotation' | 'seal' | 'other';
  field?: FieldInfo;
}

export interface Structure {
  catalog: Ref;
  special: Map<string, Special>;
  roles: Map<string, Role[]>;
  fields: FieldInfo[];
}

/** Pages and fields a contract could plausibly have; beyond them the file is refused. */
const MAX_PAGES = 10_000;
const MAX_FIELDS = 10_000;
/** Steps of the reachability walk, all roles together. */
const MAX_STEPS = 2_000_000;
const MAX_TREE_DEPTH = 32;

function fail(message: string): never {
  throw new RevisionAnalysisError(message);
}
const text = (v: Value | undefined) =>
  v instanceof Str
    ? Buffer.from(v.bytes)
        .toString('latin1')
        .replace(/^\xfe\xff/, '')
    : undefined;
const FIELD_TYPE_NAMES: Record<string, string> = { Sig: 'signature', Tx: 'text', Btn: 'button', Ch: 'choice' };
export const fieldLabel = (field: FieldInfo) => `${FIELD_TYPE_NAMES[field.type ?? ''] ?? 'form'} field ${field.name}`;

/** Back-pointers: following them would give every object the roles of its parents. */
const BACK_POINTERS = new Set(['Parent', 'P']);

class Walker {
  readonly special = new Map<string, Special>();
  readonly roles = new Map<string, Role[]>();
  readonly fields: FieldInfo[] = [];
  private readonly pending: { value: Value; role: Role }[] = [];
  private steps = 0;

  constructor(readonly rev: Revision) {}

  step(): void {
    if (++this.steps > MAX_STEPS) fail('the document has too many objects to analyse');
  }

  mark(ref: Value | undefined, special: Special): void {
    if (ref instanceof Ref && !this.special.has(ref.key)) this.special.set(ref.key, special);
  }

  /** Everything reachable from `value` will carry `role` (walked once all specials are known). */
  later(value: Value | undefined, role: Role): void {
    if (value !== undefined && value !== null) this.pending.push({ value, role });
  }

  laterAll(dict: Dict, skip: Set<string>, role: (key: string) => Role): void {
    for (const [key, value] of dict.map) if (!skip.has(key) && !BACK_POINTERS.has(key)) this.later(value, role(key));
  }

  runPending(): void {
    for (const { value, role } of this.pending) this.reach(value, role);
  }

  /** Gives `role` to every object reachable from `start` without passing a special object. */
  private reach(start: Value, role: Role): void {
    const stack: Value[] = [start];
    while (stack.length) {
      this.step();
      const value = stack.pop()!;
      if (value instanceof Ref) {
        if (this.special.has(value.key) || !this.addRole(value.key, role)) continue;
        stack.push(this.rev.get(value));
      } else if (Array.isArray(value)) stack.push(...value);
      else if (value instanceof Dict || value instanceof Stream) {
        for (const [key, item] of dictOf(value)!.map) if (!(BACK_POINTERS.has(key) && item instanceof Ref)) stack.push(item);
      }
    }
  }

  /** False when the object already has this role, or a forbidden one and `role` is forbidden too. */
  private addRole(key: string, role: Role): boolean {
    const held = this.roles.get(key);
    if (!held) {
      this.roles.set(key, [role]);
      return true;
    }
    if (held.includes(role) || (role.kind === 'other' && held.some((r) => r.kind === 'other'))) return false;
    held.push(role);
    return true;
  }
}

/** The structure of `rev`, read from its trailer. */
export function readStructure(rev: Revision): Structure {
  if (rev.trailer.get('Encrypt') !== undefined) fail('encrypted PDFs are not analysed');
  const catalog = rev.trailer.get('Root');
  if (!(catalog instanceof Ref)) return fail('the trailer has no /Root');
  const root = rev.get(catalog);
  if (!(root instanceof Dict)) return fail('the catalog is not a dictionary');
  const walker = new Walker(rev);
  walker.mark(catalog, { kind: 'catalog' });
  const annotPages = walkPages(walker, root.get('Pages'));
  walkForm(walker, root.get('AcroForm'));
  walkAnnotations(walker, annotPages);
  walkDss(walker, root.get('DSS'));
  walker.laterAll(root, new Set(['Type', 'Pages', 'AcroForm', 'DSS']), (key) => ({ what: `catalog /${key}`, kind: 'other' }));
  const info = rev.trailer.get('Info');
  walker.mark(info, { kind: 'info' });
  const infoDict = dictOf(rev.resolve(info));
  if (infoDict) walker.laterAll(infoDict, new Set(), () => ({ what: 'document information', kind: 'other' }));
  walker.runPending();
  return { catalog, special: walker.special, roles: walker.roles, fields: walker.fields };
}

/** Marks the page tree and pages; answers each annotation's page. */
function walkPages(walker: Walker, pagesRef: Value | undefined): Map<string, number> {
  const annotPages = new Map<string, number>();
  const seen = new Set<string>();
  const stack: { ref: Value; depth: number }[] = [{ ref: pagesRef ?? null, depth: 0 }];
  let page = 0;
  while (stack.length) {
    walker.step();
    const { ref, depth } = stack.pop()!;
    if (ref instanceof Ref && seen.has(ref.key)) fail('the page tree has a loop');
    if (ref instanceof Ref) seen.add(ref.key);
    const node = walker.rev.resolve(ref);
    if (!(node instanceof Dict)) {
      walker.later(ref, { what: 'page tree', kind: 'other' });
      continue;
    }
    const kids = node.get('Kids');
    if (nameOf(node.get('Type')) === 'Pages' || Array.isArray(walker.rev.resolve(kids))) {
      if (depth > MAX_TREE_DEPTH) fail('the page tree is too deep');
      walker.mark(ref, { kind: 'page-tree' });
      walker.laterAll(node, new Set(['Kids', 'Type', 'Count']), (key) => ({ what: `page tree /${key}`, kind: 'other' }));
      const list = walker.rev.resolve(kids);
      // Pushed in reverse so pages pop in document order.
      if (Array.isArray(list)) for (let i = list.length - 1; i >= 0; i--) stack.push({ ref: list[i], depth: depth + 1 });
      continue;
    }
    if (++page > MAX_PAGES) fail(`more than ${MAX_PAGES} pages`);
    walkPage({ walker, ref, page: node, number: page, annotPages });
  }
  return annotPages;
}

function walkPage({
  walker,
  ref,
  page,
  number,
  annotPages,
}: {
  walker: Walker;
  ref: Value;
  page: Dict;
  number: number;
  annotPages: Map<string, number>;
}): void {
  walker.mark(ref, { kind: 'page', page: number });
  const annots = page.get('Annots');
  walker.mark(annots, { kind: 'annots', page: number });
  const list = walker.rev.resolve(annots);
  for (const annot of Array.isArray(list) ? list : []) {
    if (!(annot instanceof Ref)) walker.later(annot, { what: `annotation on page ${number}`, page: number, kind: 'annotation' });
    else if (!annotPages.has(annot.key)) annotPages.set(annot.key, number);
  }
  const what = (key: string) => (key === 'Contents' ? 'content' : key === 'Resources' ? 'resources' : `/${key}`);
  walker.laterAll(page, new Set(['Type', 'Annots']), (key) => ({ what: `page ${number} ${what(key)}`, page: number, kind: 'other' }));
}

/** Marks the AcroForm, its fields, their widgets and signature values. */
function walkForm(walker: Walker, acroForm: Value | undefined): void {
  walker.mark(acroForm, { kind: 'acroform' });
  const form = walker.rev.resolve(acroForm);
  if (!(form instanceof Dict)) return;
  const fields = form.get('Fields');
  walker.mark(fields, { kind: 'fields' });
  walker.laterAll(form, new Set(['Fields']), (key) => ({ what: `catalog /AcroForm /${key}`, kind: 'other' }));
  const list = walker.rev.resolve(fields);
  if (!Array.isArray(list)) return;
  const stack = list.map((ref) => ({ ref, prefix: '', type: undefined as string | undefined, depth: 0 }));
  stack.reverse();
  while (stack.length) {
    walker.step();
    const { ref, prefix, type, depth } = stack.pop()!;
    const node = walker.rev.resolve(ref);
    if (ref instanceof Ref && walker.special.has(ref.key)) continue;
    if (!(ref instanceof Ref) || !(node instanceof Dict)) {
      walker.later(ref, { what: 'catalog /AcroForm /Fields', kind: 'other' });
      continue;
    }
    if (depth > MAX_TREE_DEPTH || walker.fields.length >= MAX_FIELDS) fail('the form field tree is too large');
    const partial = text(node.get('T')) ?? '';
    const field: FieldInfo = {
      name: prefix && partial ? `${prefix}.${partial}` : prefix || partial,
      ref,
      type: nameOf(node.get('FT')) ?? type,
      widgets: [],
    };
    walker.fields.push(field);
    walker.mark(ref, { kind: 'field', field });
    const kids = walker.rev.resolve(node.get('Kids'));
    if (!Array.isArray(kids) || node.get('Rect') !== undefined) field.widgets.push(ref);
    for (const kid of Array.isArray(kids) ? [...kids].reverse() : []) {
      const kidDict = walker.rev.resolve(kid);
      if (kidDict instanceof Dict && kidDict.get('T') === undefined && kid instanceof Ref) {
        field.widgets.push(kid);
        walker.mark(kid, { kind: 'widget', field });
        walkFieldKeys(walker, field, kidDict);
      } else stack.push({ ref: kid, prefix: field.name, type: field.type, depth: depth + 1 });
    }
    walkFieldKeys(walker, field, node);
  }
}

function walkFieldKeys(walker: Walker, field: FieldInfo, node: Dict): void {
  const value = node.get('V');
  if (field.type === 'Sig' && value instanceof Ref) {
    walker.mark(value, { kind: 'signature', field });
    const sig = dictOf(walker.rev.get(value));
    if (sig) walker.laterAll(sig, new Set(), () => ({ what: `${fieldLabel(field)} /V`, kind: 'signature', field }));
  } else walker.later(value, { what: `${fieldLabel(field)} /V`, kind: 'appearance', field });
  walker.later(node.get('AP'), { what: `appearance of ${fieldLabel(field)}`, kind: 'appearance', field });
  walker.laterAll(node, new Set(['Kids', 'V', 'AP']), (key) => ({ what: `${fieldLabel(field)} /${key}`, kind: 'other' }));
}

/** Annotations that are not form widgets. */
function walkAnnotations(walker: Walker, annotPages: Map<string, number>): void {
  for (const [key, page] of annotPages) {
    if (walker.special.has(key)) continue;
    const [num, gen] = key.split(' ').map(Number);
    const ref = new Ref(num, gen);
    const annot = dictOf(walker.rev.get(ref));
    if (annot && isLegacySeal(annot)) {
      walker.mark(ref, { kind: 'legacy-seal', page });
      walker.later(annot.get('AP'), { what: `company seal on page ${page}`, page, kind: 'seal' });
      walker.laterAll(annot, new Set(['AP']), () => ({ what: `annotation on page ${page}`, page, kind: 'annotation' }));
      continue;
    }
    walker.mark(ref, { kind: 'annotation', page });
    if (annot) walker.laterAll(annot, new Set(), () => ({ what: `annotation on page ${page}`, page, kind: 'annotation' }));
  }
}

/**
 * Documents the employee signed before the signature widgets existed reserved the company's place
 * as a /Stamp annotation named CompanySeal, whose appearance sealing replaced.
 */
function isLegacySeal(annot: Dict): boolean {
  const name = annot.get('NM');
  return nameOf(annot.get('Subtype')) === 'Stamp' && name instanceof Str && Buffer.from(name.bytes).toString('latin1') === 'CompanySeal';
}

function walkDss(walker: Walker, dss: Value | undefined): void {
  walker.mark(dss, { kind: 'dss' });
  const dict = dictOf(walker.rev.resolve(dss));
  if (dict) walker.laterAll(dict, new Set(), (key) => ({ what: `DSS /${key}`, kind: 'dss' }));
}
