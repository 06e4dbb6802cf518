import { buildQuoteDocument, type DocumentLetterhead, type Quote, quoteFileName } from '@crm/domain';
import { loadPdfMake } from './loadPdfMake';

export const PDF_FAILED = 'No se pudo generar el PDF.';

/** The header image of the preview and the PDF (the server uses the same file, QUOTE_HEADER_IMAGE aside). */
export const QUOTE_HEADER_URL = '/quote-header.jpg';

/** The header image as a data URL for pdfmake (it never fetches URLs itself); null when it cannot be read. */
export async function headerImageDataUrl(url = QUOTE_HEADER_URL): Promise<string | null> {
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    const blob = await res.blob();
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/**
 * Builds the same document definition as the server and downloads it under the spec part 2 §9 file name, with the
 * operation's business unit letterhead when it has one of its own (else the house banner).
 */
export async function downloadQuotePdf(quote: Quote, letterhead: DocumentLetterhead | null = null): Promise<string> {
  const [pdfMake, headerImage] = await Promise.all([loadPdfMake(), headerImageDataUrl()]);
  const fileName = quoteFileName(quote);
  await pdfMake.createPdf(buildQuoteDocument(quote, { headerImage, letterhead })).download(fileName);
  return fileName;
}
