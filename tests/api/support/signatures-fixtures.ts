/**
 * Fixtures for the signing engine's tests and benchmark: contracts made with pdf-lib, drawn
 * signature and seal PNGs, and the independent verifiers installed from Debian (poppler's pdfsig
 * and pdftoppm, NSS's certutil, mupdf's mutool).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 };
/** Where the two parties sign on the last page, PDF points from the bottom-left. */
export const employeePlaceOn = (page: number) => ({ page, x: 70, y: 90, width: 180, height: 70 });
export const companyPlaceOn = (page: number) => ({ page, x: 340, y: 70, width: 130, height: 130 });

const made: string[] = [];

/** Removes every folder tempDir made (jest stops its workers without an exit event). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', removeTempDirs);

/** A fresh folder, removed by removeTempDirs or when the process exits. */
export function tempDir(prefix = 'esign-signatures-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A contract of `pages` A4 pages of clauses. */
export async function makeContract(pages = 10): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([A4.width, A4.height]);
    page.drawText(`Labour contract C-001, page ${p} of ${pages}`, { x: 60, y: 780, size: 15, font });
    for (let line = 0; line < 27; line++) {
      const text = `${p}.${line + 1} The parties agree on the terms of employment, wages, hours and leave set out in this clause.`;
      page.drawText(text, { x: 60, y: 745 - line * 19, size: 9, font, color: rgb(0.15, 0.15, 0.15) });
    }
  }
  doc.setProducer('signatures test');
  return doc.save();
}

/** The path of a Debian tool, or an error saying which package provides it. */
export function requireTool(tool: string, debianPackage: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' });
  if (found.status !== 0 || !found.stdout.trim()) {
    throw new Error(`${tool} is not installed: the signature tests check PDFs with it (apt-get install -y ${debianPackage})`);
  }
  return found.stdout.trim();
}

/** An NSS database in `dir` that trusts `rootPem` as a CA, for pdfsig. */
export function nssDatabase(dir: string, rootPem: string): string {
  requireTool('certutil', 'libnss3-tools');
  writeFileSync(join(dir, 'root.pem'), rootPem);
  execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${dir}`, '-n', 'root', '-t', 'CT,C,C', '-a', '-i', join(dir, 'root.pem')]);
  return `sql:${dir}`;
}

/** pdfsig's report, exit status aside (it exits non-zero when a signature fails). */
export function pdfsig(file: string, nssdir?: string): string {
  requireTool('pdfsig', 'poppler-utils');
  const run = spawnSync('pdfsig', [...(nssdir ? ['-nssdir', nssdir] : []), file], { encoding: 'utf8' });
  return `${run.stdout}\n${run.stderr}`;
}

/** pdfsig's lines, one block per signature. */
export function pdfsigBlocks(report: string): string[] {
  return report.split(/^Signature #\d+:/m).slice(1);
}

export function mutoolVerify(file: string): string {
  requireTool('mutool', 'mupdf-tools');
  const run = spawnSync('mutool', ['sign', '-v', file], { encoding: 'utf8' });
  return `${run.stdout}\n${run.stderr}`;
}

export interface Raster {
  width: number;
  height: number;
  /** Grey levels, row by row from the top. */
  pixels: Uint8Array;
  /** Pixels per PDF point. */
  scale: number;
}

/** One page rendered by pdftoppm in grey at `dpi`, parsed from its PGM (P5) output. */
export function renderPage(file: string, page: number, dpi = 50): Raster {
  requireTool('pdftoppm', 'poppler-utils');
  const out = join(tempDir('esign-render-'), 'page');
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-f', String(page), '-l', String(page), '-singlefile', file, out]);
  const pgm = readFileSync(`${out}.pgm`);
  // Header: "P5", width, height, maxval, each separated by whitespace, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.toString('latin1', 0, 64));
  if (!header || header[3] !== '255') throw new Error('pdftoppm did not write an 8-bit PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: new Uint8Array(pgm.subarray(header[0].length, header[0].length + width * height)), scale: dpi / 72 };
}

/** How many pixels inside a place (PDF points, from the bottom-left) are darker than near-white. */
export function inkInside(raster: Raster, place: { x: number; y: number; width: number; height: number }, pageHeight = A4.height): number {
  const left = Math.floor(place.x * raster.scale);
  const right = Math.ceil((place.x + place.width) * raster.scale);
  const top = Math.floor((pageHeight - place.y - place.height) * raster.scale);
  const bottom = Math.ceil((pageHeight - place.y) * raster.scale);
  let ink = 0;
  for (let y = Math.max(0, top); y < Math.min(raster.height, bottom); y++) {
    for (let x = Math.max(0, left); x < Math.min(raster.width, right); x++) if (raster.pixels[y * raster.width + x] < 200) ink++;
  }
  return ink;
}
