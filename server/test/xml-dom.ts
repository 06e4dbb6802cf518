import { createRequire } from 'node:module';

/**
 * The few DOM members the SIFEN tests read, over @xmldom/xmldom (loaded untyped: its typings pull the browser's
 * DOM library into the whole server compilation).
 */
export interface XElement {
  localName: string;
  namespaceURI: string | null;
  nodeType: number;
  textContent: string | null;
  firstChild: XElement | null;
  nextSibling: XElement | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, local: string): { length: number; [i: number]: XElement };
}

export interface XDocument extends XElement {
  documentElement: XElement;
}

const xmldom = createRequire(__filename)('@xmldom/xmldom') as {
  DOMParser: new (o: { errorHandler: Record<string, () => void> }) => { parseFromString(text: string, type: string): XDocument };
};

/** The document, or null when the text is not well-formed XML. */
export function parseXml(text: string): XDocument | null {
  let failed = false;
  const fail = () => {
    failed = true;
  };
  const doc = new xmldom.DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(text, 'text/xml');
  return failed || !doc?.documentElement ? null : doc;
}

/** The first element named `local` (any namespace) under `parent`, or null. */
export function el(parent: XElement | null | undefined, local: string): XElement | null {
  if (!parent) return null;
  const all = parent.getElementsByTagNameNS('*', local);
  return all.length ? all[0] : null;
}

/** Every element named `local` under `parent`. */
export function els(parent: XElement | null | undefined, local: string): XElement[] {
  if (!parent) return [];
  const all = parent.getElementsByTagNameNS('*', local);
  return Array.from({ length: all.length }, (_, i) => all[i]);
}

export const textOf = (e: XElement | null): string => (e?.textContent ?? '').trim();
