/**
 * The PDF module on its own (server/domain/pdf): line breaking and fitting, the CJK font and its
 * subsets, checks by content, and drawing at the right place.
 */
import * as fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { cjkFontBytes, padGlyphs } from '../../server/pdf/font';
import {
  canDraw,
  composeTextPdf,
  declaresEncryption,
  drawableText,
  fillPdf,
  fitText,
  hasPdfMagic,
  inspectPdf,
  PdfError,
  wrapText,
} from '../../server/pdf';
import { makePdf, pageText, squeeze } from './support/pdf';

/** Every character one unit wide. */
const unit = (text: string, size: number) => [...text].length * size;

describe('wrapText', () => {
  it('breaks Chinese anywhere, Latin words at spaces, and over-long words between letters', () => {
    expect(wrapText({ text: '甲乙双方协商一致', width: 3, size: 1, measure: unit })).toEqual(['甲乙双', '方协商', '一致']);
    expect(wrapText({ text: 'hello big world', width: 9, size: 1, measure: unit })).toEqual(['hello big', 'world']);
    expect(wrapText({ text: 'abcdefgh', width: 3, size: 1, measure: unit })).toEqual(['abc', 'def', 'gh']);
    expect(wrapText({ text: '第一行\n\n第三行', width: 10, size: 1, measure: unit })).toEqual(['第一行', '', '第三行']);
  });

  it('does not start a line with closing punctuation', () => {
    expect(wrapText({ text: '甲乙双方，协商', width: 4, size: 1, measure: unit })).toEqual(['甲乙双', '方，协商']);
    expect(wrapText({ text: '（中心）', width: 3, size: 1, measure: unit })).toEqual(['（中', '心）']);
  });
});

describe('fitText', () => {
  it('keeps the field size when the text fits', () => {
    expect(fitText({ text: '王海涛', box: { width: 100, height: 20 }, maxSize: 12, measure: unit })).toMatchObject({
      size: 12,
      lines: ['王海涛'],
      truncated: false,
    });
  });

  it('shrinks in half points until the wrapped lines fit the height', () => {
    const fitted = fitText({ text: '一二三四五六七八九十', box: { width: 40, height: 20 }, maxSize: 12, measure: unit });
    expect(fitted.truncated).toBe(false);
    expect(fitted.size).toBeLessThan(12);
    expect((fitted.size * 2) % 1).toBe(0);
    expect(fitted.lines.join('')).toBe('一二三四五六七八九十');
    expect(fitted.size + (fitted.lines.length - 1) * fitted.lineHeight).toBeLessThanOrEqual(20.01);
  });

  it('cuts what cannot fit even at 6 pt and marks it with an ellipsis', () => {
    const fitted = fitText({ text: '长'.repeat(200), box: { width: 30, height: 14 }, maxSize: 12, measure: unit });
    expect(fitted).toMatchObject({ size: 6, truncated: true });
    expect(fitted.lines[fitted.lines.length - 1].endsWith('…')).toBe(true);
  });
});

describe('the CJK font', () => {
  it('pads every glyph to 4 bytes without changing outlines', () => {
    const original = fontkit.create(
      require('node:fs').readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
    );
    const padded = fontkit.create(cjkFontBytes());
    for (const char of '合同华联限公司Ag1，。') {
      const a = original.glyphForCodePoint(char.codePointAt(0)!);
      const b = padded.glyphForCodePoint(char.codePointAt(0)!);
      expect(b.id).toBe(a.id);
      expect(b.path.toSVG()).toBe(a.path.toSVG());
      expect(b.advanceWidth).toBe(a.advanceWidth);
    }
    expect(padGlyphs(cjkFontBytes())).toBe(cjkFontBytes()); // already padded: unchanged
  });

  it('draws every hanzi of GB 2312 (6763), and says which characters it cannot draw', () => {
    const decoder = new TextDecoder('gbk');
    const hanzi: string[] = [];
    for (let high = 0xb0; high <= 0xf7; high++) {
      for (let low = 0xa1; low <= 0xfe; low++) {
        const char = decoder.decode(new Uint8Array([high, low]));
        if (char !== '\ufffd' && /\p{Script=Han}/u.test(char)) hanzi.push(char);
      }
    }
    expect(hanzi).toHaveLength(6763);
    expect(hanzi.filter((char) => !canDraw(char))).toEqual([]);
    expect(drawableText('合同\t😀\u0007A')).toBe('合同 ?A');
  });

  it('embeds a subset whose glyphs all have their outlines (no glyph lost to a short loca)', async () => {
    const text = '上海华联物流有限公司劳动合同保密协议甲乙双方协商一致签订本合同ABCxyz0123';
    const pdf = await fillPdf(await makePdf(), [{ kind: 'text', page: 1, x: 40, y: 600, width: 500, height: 40, fontSize: 14, text }]);
    const doc = await PDFDocument.load(pdf);
    const fontFiles = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
      .map((descriptor) => doc.context.lookup(descriptor.get(PDFName.of('FontFile2'))))
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
    expect(fontFiles).toHaveLength(1);
    const subset = fontkit.create(Buffer.from(decodePDFRawStream(fontFiles[0]).decode()));
    const original = fontkit.create(cjkFontBytes());
    const commands = (glyph: fontkit.Glyph) => (glyph.path as unknown as { commands: unknown[] }).commands.length;
    const expected = [...new Set(text)].map((char) => commands(original.glyphForCodePoint(char.codePointAt(0)!))).sort((a, b) => a - b);
    const actual = Array.from({ length: subset.numGlyphs - 1 }, (_, i) => commands(subset.getGlyph(i + 1))).sort((a, b) => a - b);
    expect(actual).toEqual(expected);
    expect(actual.every((n) => n > 0)).toBe(true);
    expect(pdf.length).toBeLessThan(60 * 1024);
  });
});

describe('checks by content', () => {
  it('knows the PDF signature and the trailer /Encrypt', () => {
    expect(hasPdfMagic(new Uint8Array(Buffer.from('%PDF-1.7')))).toBe(true);
    expect(hasPdfMagic(new Uint8Array(Buffer.from(' %PDF-1.7')))).toBe(false);
    expect(declaresEncryption(new Uint8Array(Buffer.from('trailer << /Size 5 /Encrypt 4 0 R >>')))).toBe(true);
    expect(declaresEncryption(new Uint8Array(Buffer.from('trailer << /Size 5 >>')))).toBe(false);
  });

  it('reads page count and MediaBox sizes', async () => {
    const info = await inspectPdf(
      await makePdf([
        [100, 200],
        [300.5, 400.25],
      ]),
    );
    expect(info).toMatchObject({
      pageCount: 2,
      pages: [
        { width: 100, height: 200 },
        { width: 300.5, height: 400.25 },
      ],
    });
    expect(info.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses bytes over 10 MB without parsing them', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    await expect(inspectPdf(big)).rejects.toEqual(new PdfError('too_large'));
  });
});

describe('drawing', () => {
  it('draws at the field rectangle, measured from the MediaBox origin', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 400]);
    page.setMediaBox(100, 100, 300, 300);
    const template = await doc.save();
    const out = await fillPdf(template, [
      { kind: 'text', page: 1, x: 10, y: 10, width: 200, height: 20, fontSize: 12, text: '原点测试 origin' },
    ]);
    const bbox = require('node:child_process')
      .execFileSync('pdftotext', ['-bbox', '-', '-'], { input: Buffer.from(out) })
      .toString() as string;
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">原点测试<\/word>/.exec(bbox);
    expect(word).not.toBeNull();
    // pdftotext measures from the top-left of the MediaBox (300 pt high): y 10-30 from the bottom is 270-290 from the top.
    expect(Number(word![1])).toBeCloseTo(11, 0);
    expect(Number(word![2])).toBeGreaterThanOrEqual(269);
    expect(Number(word![3])).toBeLessThanOrEqual(291);
  });

  it('refuses a page the template does not have', async () => {
    await expect(
      fillPdf(await makePdf(), [{ kind: 'text', page: 2, x: 0, y: 0, width: 10, height: 10, fontSize: 8, text: 'x' }]),
    ).rejects.toThrow(RangeError);
  });

  it('composes flowing Chinese documents and reports where the blanks are', async () => {
    const composed = await composeTextPdf(
      [
        { type: 'title', text: '测试文档' },
        { type: 'blank', name: 'who', label: '姓名：' },
        { type: 'paragraph', text: '正文内容。'.repeat(400) },
        { type: 'signature', name: 'sign', label: '签字：' },
      ],
      { footer: (n, total) => `第 ${n} 页 共 ${total} 页` },
    );
    expect(composed.pageCount).toBeGreaterThan(1);
    expect(composed.places.who.page).toBe(1);
    expect(composed.places.sign.page).toBe(composed.pageCount);
    expect(squeeze(pageText(composed.bytes, 1))).toContain('测试文档');
    expect(squeeze(pageText(composed.bytes, composed.pageCount))).toContain(`第${composed.pageCount}页共${composed.pageCount}页`);
  });
});
