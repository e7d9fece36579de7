/**
 * A small, bounded PDF object reader for the revision analysis (revisions.ts): the
 * cross-reference sections of a file (classic tables, xref streams, hybrids), and the objects of
 * any revision resolved through them, object streams included.
 *
 * Our own reader rather than a general PDF library because the input is untrusted and the
 * analysis needs what a library hides: which objects each update's xref lists, and a revision
 * read strictly through its own xref (no silent repair that would mask an edit). Every loop is
 * bounded by the input's length or by the limits below.
 */
import { inflateSync } from 'node:zlib';

export class RevisionAnalysisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RevisionAnalysisError';
  }
}

/** Nesting of arrays and dictionaries, in the parser and when comparing values. */
export const MAX_DEPTH = 64;
/** Cross-reference sections followed through /Prev; a contract has a handful. */
const MAX_SECTIONS = 64;
/** Objects listed by all sections together. */
const MAX_ENTRIES = 1_000_000;
/** Bytes one stream may inflate to, and all streams of one analysis together. */
const MAX_STREAM_BYTES = 32 * 1024 * 1024;
const MAX_DECODED_TOTAL = 128 * 1024 * 1024;
/** Objects one object stream may hold. */
const MAX_OBJECTS_IN_STREAM = 100_000;

export class Name {
  constructor(readonly name: string) {}
}
export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}
export class Str {
  constructor(readonly bytes: Uint8Array) {}
}
export class Dict {
  constructor(readonly map: Map<string, Value>) {}
  get(key: string): Value | undefined {
    return this.map.get(key);
  }
}
export class Stream {
  constructor(
    readonly dict: Dict,
    readonly raw: Uint8Array,
  ) {}
}
export type Value = null | boolean | number | Name | Ref | Str | Dict | Stream | Value[];

export const nameOf = (v: Value | undefined): string | undefined => (v instanceof Name ? v.name : undefined);
export const dictOf = (v: Value | undefined): Dict | undefined => (v instanceof Dict ? v : v instanceof Stream ? v.dict : undefined);

function fail(message: string): never {
  throw new RevisionAnalysisError(message);
}

const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number) =>
  c === 40 || c === 41 || c === 60 || c === 62 || c === 91 || c === 93 || c === 123 || c === 125 || c === 47 || c === 37;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** Tokens and values of PDF syntax, from a position in a buffer. */
class Parser {
  constructor(
    readonly buf: Uint8Array,
    public pos: number,
  ) {}

  skipWhite(): void {
    const { buf } = this;
    while (this.pos < buf.length) {
      const c = buf[this.pos];
      if (isWhite(c)) this.pos++;
      else if (c === 37) while (this.pos < buf.length && buf[this.pos] !== 10 && buf[this.pos] !== 13) this.pos++;
      else break;
    }
  }

  /** A run of regular characters (a number or keyword), after whitespace. */
  word(): string {
    this.skipWhite();
    const start = this.pos;
    while (this.pos < this.buf.length && isRegular(this.buf[this.pos])) this.pos++;
    return latin1(this.buf.subarray(start, this.pos));
  }

  integer(): number {
    const word = this.word();
    if (!/^\d{1,10}$/.test(word)) fail(`expected an integer at byte ${this.pos}, found "${word.slice(0, 20)}"`);
    return Number(word);
  }

  keyword(expected: string): void {
    const word = this.word();
    if (word !== expected) fail(`expected "${expected}" at byte ${this.pos}, found "${word.slice(0, 20)}"`);
  }

  value(depth = 0): Value {
    if (depth > MAX_DEPTH) fail('objects nested too deeply');
    this.skipWhite();
    const { buf } = this;
    if (this.pos >= buf.length) fail('unexpected end of file');
    const c = buf[this.pos];
    if (c === 47) return this.name();
    if (c === 40) return this.literalString();
    if (c === 60 && buf[this.pos + 1] === 60) return this.dict(depth);
    if (c === 60) return this.hexString();
    if (c === 91) return this.array(depth);
    const word = this.word();
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) fail(`unexpected "${word.slice(0, 20) || String.fromCharCode(c)}" at byte ${this.pos}`);
    return /^\d+$/.test(word) ? (this.refAfter(Number(word)) ?? Number(word)) : Number(word);
  }

  /** `num gen R` when an integer is followed by another and R; else leaves the position. */
  private refAfter(num: number): Ref | null {
    const saved = this.pos;
    const gen = this.word();
    if (/^\d{1,5}$/.test(gen) && this.word() === 'R') return new Ref(num, Number(gen));
    this.pos = saved;
    return null;
  }

  private name(): Name {
    const { buf } = this;
    const start = ++this.pos;
    while (this.pos < buf.length && isRegular(buf[this.pos])) this.pos++;
    return new Name(
      latin1(buf.subarray(start, this.pos)).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }

  private dict(depth: number): Dict {
    this.pos += 2;
    const map = new Map<string, Value>();
    for (;;) {
      this.skipWhite();
      if (this.buf[this.pos] === 62 && this.buf[this.pos + 1] === 62) {
        this.pos += 2;
        return new Dict(map);
      }
      if (this.buf[this.pos] !== 47) fail(`expected a name key at byte ${this.pos}`);
      const key = this.name().name;
      map.set(key, this.value(depth + 1));
    }
  }

  private array(depth: number): Value[] {
    this.pos++;
    const items: Value[] = [];
    for (;;) {
      this.skipWhite();
      if (this.buf[this.pos] === 93) {
        this.pos++;
        return items;
      }
      items.push(this.value(depth + 1));
    }
  }

  private hexString(): Str {
    const { buf } = this;
    const end = buf.indexOf(62, this.pos);
    if (end < 0) fail('unterminated hex string');
    const hex = latin1(buf.subarray(this.pos + 1, end)).replace(/\s+/g, '');
    if (!/^[0-9A-Fa-f]*$/.test(hex)) fail(`bad hex string at byte ${this.pos}`);
    this.pos = end + 1;
    return new Str(new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')));
  }

  private literalString(): Str {
    const { buf } = this;
    const out: number[] = [];
    let nesting = 1;
    this.pos++;
    while (this.pos < buf.length) {
      const c = buf[this.pos++];
      if (c === 92) {
        this.escape(out);
        continue;
      }
      if (c === 40) nesting++;
      else if (c === 41 && --nesting === 0) return new Str(Uint8Array.from(out));
      out.push(c);
    }
    return fail('unterminated string');
  }

  private escape(out: number[]): void {
    const { buf } = this;
    const c = buf[this.pos++];
    const simple: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
    if (c in simple) out.push(simple[c]);
    else if (c >= 48 && c <= 55) {
      let octal = c - 48;
      for (let i = 0; i < 2 && buf[this.pos] >= 48 && buf[this.pos] <= 55; i++) octal = octal * 8 + buf[this.pos++] - 48;
      out.push(octal & 255);
    } else if (c === 13) {
      if (buf[this.pos] === 10) this.pos++;
    } else if (c !== 10) out.push(c);
  }
}

/** Where one object is stored, as one cross-reference entry says. */
export type Entry = { type: 0 } | StoredEntry;
type StoredEntry = { type: 1; offset: number; gen: number } | { type: 2; stream: number; index: number };

/** One cross-reference section: what one revision (the original or an update) wrote. */
export interface Section {
  offset: number;
  entries: Map<number, Entry>;
  trailer: Dict;
  /** The xref stream's own object number: file structure, not content. */
  xrefStream: number | null;
}

/** Bytes of a stream after its filters: FlateDecode (with predictors) only; null for others. */
class Decoder {
  private total = 0;

  decode(stream: Stream): Uint8Array | null {
    const filters = [stream.dict.get('Filter')].flat().filter((f) => f !== undefined && f !== null);
    if (filters.length === 0) return stream.raw;
    if (filters.length > 1 || nameOf(filters[0]) !== 'FlateDecode') return null;
    const parms = dictOf([stream.dict.get('DecodeParms')].flat()[0] ?? undefined);
    return this.predict(this.inflate(stream.raw), parms);
  }

  private inflate(raw: Uint8Array): Uint8Array {
    let out: Buffer;
    try {
      out = inflateSync(raw, { maxOutputLength: MAX_STREAM_BYTES });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') fail('a stream inflates to more than 32 MB');
      // Many writers leave out the final checksum: what inflates before it is the content.
      try {
        out = inflateSync(raw, { maxOutputLength: MAX_STREAM_BYTES, finishFlush: 2 });
      } catch {
        return fail('a compressed stream cannot be inflated');
      }
    }
    this.total += out.length;
    if (this.total > MAX_DECODED_TOTAL) fail('the streams inflate to more than 128 MB');
    return out;
  }

  /** PNG predictors (10-15), the only ones xref and object streams use in practice. */
  private predict(data: Uint8Array, parms: Dict | undefined): Uint8Array {
    const predictor = parms?.get('Predictor');
    if (typeof predictor !== 'number' || predictor < 10) {
      if (typeof predictor === 'number' && predictor > 1) fail('TIFF predictors are not supported');
      return data;
    }
    const columns = parms?.get('Columns');
    const width = typeof columns === 'number' && columns > 0 && columns < 1 << 20 ? columns : 1;
    const rows = Math.floor(data.length / (width + 1));
    const out = new Uint8Array(rows * width);
    for (let r = 0; r < rows; r++) {
      const type = data[r * (width + 1)];
      for (let i = 0; i < width; i++) {
        const x = data[r * (width + 1) + 1 + i];
        const left = i > 0 ? out[r * width + i - 1] : 0;
        const up = r > 0 ? out[(r - 1) * width + i] : 0;
        const upLeft = r > 0 && i > 0 ? out[(r - 1) * width + i - 1] : 0;
        out[r * width + i] = (x + predicted(type, left, up, upLeft)) & 255;
      }
    }
    return out;
  }
}

function predicted(type: number, left: number, up: number, upLeft: number): number {
  if (type === 0) return 0;
  if (type === 1) return left;
  if (type === 2) return up;
  if (type === 3) return (left + up) >> 1;
  if (type === 4) {
    const p = left + up - upLeft;
    const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
    return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
  }
  return fail(`unknown PNG predictor ${type}`);
}

/** The file, its sections and the caches every revision shares. */
export class PdfFile {
  readonly decoder = new Decoder();
  private readonly objects = new Map<string, Value>();
  private readonly objectStreams = new Map<string, { offsets: Map<number, number>; data: Uint8Array; first: number }>();
  private entryCount = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** The offset after the last `startxref` before `end`. */
  startxref(end: number): number {
    const from = Math.max(0, end - 2048);
    const tail = latin1(this.bytes.subarray(from, end));
    const at = tail.lastIndexOf('startxref');
    if (at < 0) fail(`no startxref before byte ${end}`);
    return new Parser(this.bytes, from + at + 9).integer();
  }

  /** The chain of sections from `offset` through /Prev, newest first. */
  sections(offset: number): Section[] {
    const chain: Section[] = [];
    const seen = new Set<number>();
    for (let next: number | null = offset; next !== null;) {
      if (seen.has(next)) fail('the cross-reference sections loop through /Prev');
      if (chain.length >= MAX_SECTIONS) fail(`more than ${MAX_SECTIONS} cross-reference sections`);
      seen.add(next);
      const section = this.section(next);
      chain.push(section);
      const prev = section.trailer.get('Prev');
      next = typeof prev === 'number' ? prev : null;
    }
    return chain;
  }

  private section(offset: number): Section {
    if (offset < 0 || offset >= this.bytes.length) fail(`startxref or /Prev points outside the file (${offset})`);
    const parser = new Parser(this.bytes, offset);
    if (parser.word() === 'xref') return this.table(parser, offset);
    return this.xrefStream(offset);
  }

  private table(parser: Parser, offset: number): Section {
    const entries = new Map<number, Entry>();
    for (;;) {
      const saved = parser.pos;
      if (parser.word() === 'trailer') break;
      parser.pos = saved;
      const start = parser.integer();
      const count = parser.integer();
      this.count(count);
      for (let i = 0; i < count; i++) {
        const at = parser.integer();
        const gen = parser.integer();
        const kind = parser.word();
        if (kind !== 'n' && kind !== 'f') fail(`bad cross-reference entry at byte ${parser.pos}`);
        if (!entries.has(start + i)) entries.set(start + i, kind === 'n' ? { type: 1, offset: at, gen } : { type: 0 });
      }
    }
    const trailer = parser.value();
    if (!(trailer instanceof Dict)) return fail(`the trailer at byte ${parser.pos} is not a dictionary`);
    // A hybrid file lists its compressed objects in a stream that /XRefStm points to.
    const hybrid = trailer.get('XRefStm');
    if (typeof hybrid === 'number')
      for (const [num, entry] of this.xrefStream(hybrid).entries) if (!entries.has(num)) entries.set(num, entry);
    return { offset, entries, trailer, xrefStream: null };
  }

  private xrefStream(offset: number): Section {
    const { num, value } = this.parseAt(offset, () => null);
    if (!(value instanceof Stream) || nameOf(value.dict.get('Type')) !== 'XRef') return fail(`no cross-reference at byte ${offset}`);
    const data = this.decoder.decode(value) ?? fail('the xref stream has an unsupported filter');
    const w = value.dict.get('W');
    if (!Array.isArray(w) || w.length !== 3 || !w.every((x) => typeof x === 'number' && x >= 0 && x <= 8)) fail('bad /W in xref stream');
    const [w0, w1, w2] = w as number[];
    const size = value.dict.get('Size');
    const index = value.dict.get('Index') ?? [0, typeof size === 'number' ? size : 0];
    if (!Array.isArray(index) || index.length % 2 || !index.every((x) => Number.isSafeInteger(x) && (x as number) >= 0)) {
      fail('bad /Index in xref stream');
    }
    // An entry of no bytes would never move the reader on.
    if (w0 + w1 + w2 === 0) fail('bad /W in xref stream');
    const entries = new Map<number, Entry>();
    const field = (at: number, width: number) => {
      let n = 0;
      for (let i = 0; i < width; i++) n = n * 256 + data[at + i];
      return n;
    };
    let at = 0;
    for (let s = 0; s < index.length; s += 2) {
      const [start, count] = [index[s] as number, index[s + 1] as number];
      this.count(count);
      for (let i = 0; i < count; i++, at += w0 + w1 + w2) {
        if (at + w0 + w1 + w2 > data.length) fail('the xref stream is shorter than its /Index');
        const type = w0 ? field(at, w0) : 1;
        const [a, b] = [field(at + w0, w1), field(at + w0 + w1, w2)];
        if (!entries.has(start + i))
          entries.set(start + i, type === 1 ? { type, offset: a, gen: b } : type === 2 ? { type, stream: a, index: b } : { type: 0 });
      }
    }
    return { offset, entries, trailer: value.dict, xrefStream: num };
  }

  private count(count: number): void {
    this.entryCount += count;
    if (this.entryCount > MAX_ENTRIES) fail(`more than ${MAX_ENTRIES} cross-reference entries`);
  }

  /** The indirect object at `offset`; an indirect /Length is read with `length`. */
  parseAt(offset: number, length: (ref: Ref) => Value): { num: number; value: Value } {
    const parser = new Parser(this.bytes, offset);
    const num = parser.integer();
    parser.integer();
    parser.keyword('obj');
    const value = parser.value();
    if (!(value instanceof Dict)) return { num, value };
    const after = parser.pos;
    if (parser.word() !== 'stream') return { num, value };
    return { num, value: new Stream(value, this.streamData({ keywordEnd: parser.pos, dict: value, length, objectEnd: after })) };
  }

  private streamData({
    keywordEnd,
    dict,
    length,
    objectEnd,
  }: {
    keywordEnd: number;
    dict: Dict;
    length: (ref: Ref) => Value;
    objectEnd: number;
  }): Uint8Array {
    const { bytes } = this;
    let start = keywordEnd;
    if (bytes[start] === 13) start++;
    if (bytes[start] === 10) start++;
    const declared = dict.get('Length');
    const size = declared instanceof Ref ? length(declared) : declared;
    if (typeof size === 'number' && Number.isInteger(size) && size >= 0 && start + size <= bytes.length) {
      const check = new Parser(bytes, start + size);
      if (check.word() === 'endstream') return bytes.subarray(start, start + size);
    }
    // A wrong /Length: the data runs to the next endstream, as readers recover it.
    const end = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('endstream', start, 'latin1');
    if (end < 0) fail(`the stream of the object at byte ${objectEnd} has no end`);
    let stop = end;
    if (bytes[stop - 1] === 10) stop--;
    if (bytes[stop - 1] === 13) stop--;
    return bytes.subarray(start, Math.max(start, stop));
  }

  /** An object stored at a file offset, parsed once. */
  direct(num: number, offset: number, length: (ref: Ref) => Value): Value {
    const key = `o${offset}`;
    if (!this.objects.has(key)) {
      const parsed = this.parseAt(offset, length);
      if (parsed.num !== num) fail(`object ${num} is not at byte ${offset}`);
      this.objects.set(key, parsed.value);
    }
    return this.objects.get(key)!;
  }

  /** Object `index` of an object stream (identified by its own entry's key), parsed once. */
  compressed({ num, streamKey, stream, index }: { num: number; streamKey: string; stream: Value; index: number }): Value {
    const key = `c${streamKey}:${index}`;
    if (this.objects.has(key)) return this.objects.get(key)!;
    const table = this.objectStream(streamKey, stream);
    const offset = table.offsets.get(num);
    if (offset === undefined) fail(`object ${num} is not in its object stream`);
    const value = new Parser(table.data, table.first + offset!).value();
    this.objects.set(key, value);
    return value;
  }

  private objectStream(streamKey: string, stream: Value) {
    const cached = this.objectStreams.get(streamKey);
    if (cached) return cached;
    if (!(stream instanceof Stream) || nameOf(stream.dict.get('Type')) !== 'ObjStm')
      return fail('an object stream entry points at something else');
    const data = this.decoder.decode(stream) ?? fail('an object stream has an unsupported filter');
    const n = stream.dict.get('N');
    const first = stream.dict.get('First');
    if (typeof n !== 'number' || typeof first !== 'number' || n < 0 || n > MAX_OBJECTS_IN_STREAM || first > data.length)
      fail('bad object stream header');
    const parser = new Parser(data, 0);
    const offsets = new Map<number, number>();
    for (let i = 0; i < (n as number); i++) {
      const num = parser.integer();
      offsets.set(num, parser.integer());
    }
    const table = { offsets, data, first: first as number };
    this.objectStreams.set(streamKey, table);
    return table;
  }
}

/** One revision of the file: objects resolved through a chain of sections, newest first. */
export class Revision {
  constructor(
    readonly file: PdfFile,
    readonly sections: Section[],
    /** Bytes this revision may use: an object of a signed revision lies inside what was signed. */
    readonly end: number,
  ) {}

  get trailer(): Dict {
    return this.sections[0].trailer;
  }

  entry(num: number): StoredEntry | undefined {
    for (const section of this.sections) {
      const entry = section.entries.get(num);
      if (entry) return entry.type === 0 ? undefined : entry;
    }
    return undefined;
  }

  has(ref: Ref): boolean {
    const entry = this.entry(ref.num);
    return entry !== undefined && (entry.type === 2 ? ref.gen === 0 : entry.gen === ref.gen);
  }

  /** The object `ref` names, or null when this revision has none (as PDF readers treat it). */
  get(ref: Ref, depth = 0): Value {
    if (depth > 4) fail('object streams or stream lengths refer to each other in a loop');
    const entry = this.entry(ref.num);
    if (!entry || !this.has(ref)) return null;
    if (entry.type === 1) {
      if (entry.offset >= this.end) fail(`object ${ref.key} lies outside its revision`);
      return this.file.direct(ref.num, entry.offset, (length) => this.get(length, depth + 1));
    }
    const streamEntry = this.entry(entry.stream);
    if (!streamEntry || streamEntry.type !== 1) return fail(`object ${ref.key} is in a missing object stream`);
    const stream = this.get(new Ref(entry.stream, streamEntry.gen), depth + 1);
    return this.file.compressed({ num: ref.num, streamKey: `${streamEntry.offset}`, stream, index: entry.index });
  }

  resolve(value: Value | undefined): Value {
    return value instanceof Ref ? this.get(value) : (value ?? null);
  }
}
