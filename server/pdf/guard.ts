/**
 * What an uploaded PDF may not do: unpack its object streams beyond a limit (a PDF parser inflates
 * them whole while loading), or carry active content (scripts, actions that launch, submit or
 * import, embedded files, XFA forms) that a viewer might run for whoever opens it.
 */
import { Unzlib } from 'fflate';
import { pushInSteps } from '../lib/zip';
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/** What the object and cross-reference streams of one PDF may unpack to, in total. */
export const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/**
 * Whether the object and cross-reference streams (those a parser inflates while loading) unpack
 * within `maxBytes`, measured while inflating them in small steps. Streams that do not inflate
 * are left to the parser to refuse.
 */
export function objectStreamsWithin(bytes: Uint8Array, maxBytes = MAX_OBJECT_STREAM_BYTES): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let left = maxBytes;
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const keyword = match.index;
    const before = text.slice(Math.max(0, keyword - 4096), keyword);
    const dict = before.slice(before.lastIndexOf('obj') + 3);
    if (!/\/Type\s*\/(?:ObjStm|XRef)\b/.test(dict) || !/\/FlateDecode\b/.test(dict)) continue;
    const start = keyword + match[0].length;
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = declared ? start + Number(declared[1]) : text.indexOf('endstream', start);
    const data = bytes.subarray(start, end < start ? bytes.length : Math.min(end, bytes.length));
    let over = false;
    const inflater = new Unzlib((chunk) => {
      left -= chunk.length;
      if (left < 0) over = true;
    });
    try {
      pushInSteps(inflater, data, () => over);
    } catch {
      // Not a valid zlib stream: the parser refuses the file or ignores the stream.
    }
    if (over) return false;
  }
  return true;
}

/** Action types that run something, leave the document or send data somewhere. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'RichMediaExecute', 'Rendition']);
/** Keys whose mere presence means scripts, embedded files or XFA forms. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMedia'].map((key) => PDFName.of(key));
const S = PDFName.of('S');
const TYPE = PDFName.of('Type');

function isActiveDict(dict: PDFDict): boolean {
  if (ACTIVE_KEYS.some((key) => dict.has(key))) return true;
  const action = dict.get(S);
  if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.decodeText())) return true;
  const type = dict.get(TYPE);
  return type instanceof PDFName && type.decodeText() === 'EmbeddedFile';
}

/** Whether any object, direct or nested, is active content. References are not followed: every indirect object is visited anyway. */
export function hasActiveContent(doc: PDFDocument): boolean {
  const visit = (object: PDFObject, depth: number): boolean => {
    if (depth > 64) return false;
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      if (isActiveDict(dict)) return true;
      return dict.values().some((value) => visit(value, depth + 1));
    }
    if (object instanceof PDFArray) return object.asArray().some((value) => visit(value, depth + 1));
    return false;
  };
  return doc.context.enumerateIndirectObjects().some(([, object]) => visit(object, 0));
}
