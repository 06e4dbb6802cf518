import { isInlineType, sniffContent } from './sniff';

const b = (s: string) => Buffer.from(s, 'latin1');
const zipWith = (entry: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), b(entry)]);

describe('sniffContent: the allow-list by content', () => {
  test.each<[string, Buffer, string, string | null]>([
    ['PDF', b('%PDF-1.7\n...'), 'x.bin', 'application/pdf'],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'x', 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'x.jpg', 'image/jpeg'],
    ['GIF', b('GIF89a\x01\x00'), 'x.gif', 'image/gif'],
    ['WEBP', b('RIFF\x10\x00\x00\x00WEBPVP8 '), 'x.webp', 'image/webp'],
    ['BMP', Buffer.concat([b('BM'), Buffer.from([0x3a, 0, 0, 0]), Buffer.alloc(4), Buffer.alloc(20)]), 'x.bmp', 'image/bmp'],
    ['OLE .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'libro.xls', 'application/vnd.ms-excel'],
    ['OLE .doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'carta.doc', 'application/msword'],
    ['docx', zipWith('[Content_Types].xml....word/document.xml'), 'a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', zipWith('[Content_Types].xml....xl/workbook.xml'), 'a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', zipWith('[Content_Types].xml....ppt/presentation.xml'), 'a.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['plain zip', zipWith('fotos/1.jpg'), 'a.zip', 'application/zip'],
    ['CSV', Buffer.from('a;b\n1,5;2\n'), 'datos.csv', 'text/csv; charset=utf-8'],
    ['UTF-8 text', Buffer.from('Señor: mercadería en tránsito.\n'), 'nota.txt', 'text/plain; charset=utf-8'],
    ['SVG', b('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg', 'image/svg+xml'],
    ['SVG with XML declaration and comment', b('<?xml version="1.0"?>\n<!-- logo -->\n<svg></svg>'), 'logo.svg', 'image/svg+xml'],
    ['HTML', b('<!doctype html><p>hola'), 'a.pdf', null],
    ['HTML fragment in text', b('hola <script>alert(1)</script>'), 'a.txt', null],
    ['iframe in text', b('x <iframe src=//evil>'), 'a.csv', null],
    ['shebang script', b('#!/usr/bin/env node\nconsole.log(1)'), 'a.txt', null],
    ['php', b('<?php echo 1; ?>'), 'a.txt', null],
    ['other XML', b('<?xml version="1.0"?><root/>'), 'a.txt', null],
    ['.html name with text content', b('hola'), 'pagina.html', null],
    ['.js name with text content', b('console.log(1)'), 'app.js', null],
    ['Windows executable', b('MZ\x90\x00\x03\x00'), 'a.pdf', null],
    ['binary garbage', Buffer.from([0x00, 0x01, 0x02, 0xfe]), 'a.bin', null],
    ['Latin-1 (not UTF-8) text', b('se\xf1or'), 'a.txt', null],
    ['empty', Buffer.alloc(0), 'a.txt', null],
  ])('%s', (_name, head, filename, mime) => {
    expect(sniffContent(head, filename, true)?.mimeType ?? null).toBe(mime);
  });

  test('a multi-byte character cut at the end of an incomplete head is still text', () => {
    const full = Buffer.from('á'.repeat(10));
    expect(sniffContent(full.subarray(0, 19), 'a.txt', false)?.mimeType).toBe('text/plain; charset=utf-8');
    expect(sniffContent(full.subarray(0, 19), 'a.txt', true)).toBeNull();
  });
});

describe('isInlineType: what /uploads serves inline', () => {
  test.each<[string, boolean]>([
    ['application/pdf', true],
    ['image/png', true],
    ['image/jpeg', true],
    ['image/svg+xml', false],
    ['text/plain; charset=utf-8', false],
    ['application/zip', false],
  ])('%s → %s', (mime, inline) => {
    expect(isInlineType(mime)).toBe(inline);
  });
});
