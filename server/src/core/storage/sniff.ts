/**
 * The upload allow-list, checked by content (magic bytes), never by the name or the client's
 * Content-Type: PDF, images, Office documents (OLE and OOXML), ZIP, CSV and plain UTF-8 text.
 * HTML and scripts are refused, whatever they are called. `head` is the first bytes of the file
 * (SNIFF_BYTES or the whole file when smaller).
 */
export const SNIFF_BYTES = 64 * 1024;

export interface SniffedType {
  mimeType: string;
  /** Extension used for the storage key. */
  ext: string;
}

const OLE_MIME: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
};

const OOXML: Array<{ dir: string; ext: string; mimeType: string }> = [
  { dir: 'word/', ext: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { dir: 'xl/', ext: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { dir: 'ppt/', ext: 'pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
];

const ODF: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** Names that are executable or markup whatever their content looks like. */
const REFUSED_EXTENSIONS = new Set([
  'html', 'htm', 'xhtml', 'shtml', 'xht', 'mht', 'mhtml', 'hta', 'js', 'mjs', 'cjs', 'jsx', 'ts', 'php', 'phtml', 'asp', 'aspx', 'jsp',
  'sh', 'bash', 'bat', 'cmd', 'ps1', 'vbs', 'vbe', 'wsf', 'exe', 'dll', 'msi', 'com', 'scr', 'jar', 'py', 'pl', 'rb', 'cgi', 'swf', 'xml', 'xsl', 'xslt',
]);

/** Markers of HTML or script inside something that claims to be text. */
const MARKUP_RE = /<\s*(?:!doctype|html|head|body|script|iframe|frame|object|embed|meta|link|style|base|form|img|svg|math|template|a\s)|<\?php|javascript:/i;

function startsWith(head: Buffer, bytes: number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((b, i) => head[offset + i] === b);
}

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

function extensionOf(filename: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  return m ? m[1].toLowerCase() : '';
}

/** UTF-8 text (a multi-byte character cut at the end of `head` is fine), no NUL and no control bytes but tab/newlines/form feed. */
function utf8Text(head: Buffer, complete: boolean): string | null {
  let bytes = head;
  if (!complete) {
    // Drop a trailing partial sequence (at most 3 bytes) before a strict decode.
    let cut = bytes.length;
    for (let i = 1; i <= 3 && i <= bytes.length; i++) {
      const b = bytes[bytes.length - i];
      if ((b & 0xc0) === 0xc0) {
        cut = bytes.length - i;
        break;
      }
      if ((b & 0x80) === 0) break;
    }
    bytes = bytes.subarray(0, cut);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null;
  return text.replace(/^\uFEFF/, '');
}

/**
 * The detected type, or null when the content is not on the allow-list.
 * `complete` tells whether `head` is the whole file (text checks are then exact).
 */
export function sniffContent(head: Buffer, filename: string, complete: boolean): SniffedType | null {
  const ext = extensionOf(filename);
  if (REFUSED_EXTENSIONS.has(ext)) return null;
  if (head.length === 0) return null;

  if (startsWith(head, ascii('%PDF-'))) return { mimeType: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { mimeType: 'image/gif', ext: 'gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { mimeType: 'image/webp', ext: 'webp' };
  // 'BM', then the file size, then four reserved zero bytes.
  if (startsWith(head, ascii('BM')) && startsWith(head, [0, 0, 0, 0], 6) && head.length >= 26) return { mimeType: 'image/bmp', ext: 'bmp' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const mimeType = OLE_MIME[ext];
    return mimeType ? { mimeType, ext } : { mimeType: 'application/x-ole-storage', ext: 'bin' };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const names = head.toString('latin1');
    if (names.includes('[Content_Types].xml')) {
      const kind = OOXML.find((k) => names.includes(k.dir)) ?? OOXML.find((k) => k.ext === ext);
      if (kind) return { mimeType: kind.mimeType, ext: kind.ext };
    }
    // OpenDocument: the first entry is the uncompressed 'mimetype' file.
    if (names.slice(30, 38) === 'mimetype') {
      for (const [mimeType, odfExt] of Object.entries(ODF)) if (names.slice(38, 38 + mimeType.length) === mimeType) return { mimeType, ext: odfExt };
    }
    return { mimeType: 'application/zip', ext: 'zip' };
  }

  const text = utf8Text(head, complete);
  if (text === null) return null;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('#!')) return null;
  // SVG: served only as image/svg+xml, as an attachment under a sandboxing CSP; shown only through <img>.
  const svgBody = trimmed.replace(/^<\?xml[^>]*\?>\s*/i, '').replace(/^(?:<!--[\s\S]*?-->\s*)*/, '').replace(/^<!DOCTYPE\s+svg[^>]*>\s*/i, '');
  if (/^<svg[\s>]/i.test(svgBody)) return { mimeType: 'image/svg+xml', ext: 'svg' };
  if (MARKUP_RE.test(text) || /^<\?xml/i.test(trimmed)) return null;
  if (ext === 'csv') return { mimeType: 'text/csv; charset=utf-8', ext: 'csv' };
  return { mimeType: 'text/plain; charset=utf-8', ext: 'txt' };
}

/**
 * Previews (PDF and raster images) open inline; everything else downloads. SVG is a document that can
 * carry script and links: always an attachment (an <img> still shows it, a tab never renders it).
 */
export function isInlineType(mimeType: string): boolean {
  return mimeType === 'application/pdf' || (mimeType.startsWith('image/') && mimeType !== 'image/svg+xml');
}
