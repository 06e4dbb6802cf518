/** The slice of pdfmake's browser API the quote screen uses. */
export interface BrowserPdfMake {
  addVirtualFileSystem(vfs: Record<string, string>): void;
  setFonts(fonts: Record<string, Record<string, string>>): void;
  createPdf(doc: object): { download(fileName: string): Promise<void>; getBlob(): Promise<Blob> };
}

let loaded: Promise<BrowserPdfMake> | null = null;

/**
 * pdfmake and its Roboto fonts, loaded on demand as their own chunks (1.5 MB: never in the main
 * bundle). A failed load (offline, chunk missing) is not cached, so a retry can work.
 */
export function loadPdfMake(): Promise<BrowserPdfMake> {
  loaded ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')])
    .then(([pm, fonts]) => {
      const mod = pm as unknown as { default?: BrowserPdfMake } & BrowserPdfMake;
      const pdfMake = mod.default ?? mod;
      const vfsMod = fonts as unknown as { default?: Record<string, string> } & Record<string, string>;
      pdfMake.addVirtualFileSystem(vfsMod.default ?? vfsMod);
      pdfMake.setFonts({
        Roboto: { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf', italics: 'Roboto-Italic.ttf', bolditalics: 'Roboto-MediumItalic.ttf' },
      });
      return pdfMake;
    })
    .catch((e: unknown) => {
      loaded = null;
      throw e;
    });
  return loaded;
}
