/**
 * The layout audit's text check, for a spec that audits its own screens: elements whose text is under 12 px or
 * under 4.5:1 against the background they sit on. Runs in the page (page.evaluate(textAudit)).
 */
export function textAudit(): Array<{ text: string; size: number; ratio: number; where: string }> {
  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return null;
    const [r, g, b, a] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a === undefined || Number.isNaN(a) ? 1 : a];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const lum = ([r, g, b]: Rgba) => {
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  const background = (el: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== 'none') return null;
      const c = parse(cs.backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    return layers.reduceRight<Rgba>((acc, layer) => over(layer, acc), [255, 255, 255, 1]);
  };
  const out: Array<{ text: string; size: number; ratio: number; where: string }> = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!el || seen.has(el) || !node.textContent?.trim()) continue;
    seen.add(el);
    if (el.closest('svg, option, select, datalist, script, style, noscript, .visually-hidden, :disabled, [aria-disabled="true"]')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible') continue;
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    if (opacity === 0) continue;
    const size = parseFloat(cs.fontSize);
    const fg = parse(cs.color);
    const bg = background(el);
    let ratio = 21;
    if (fg && bg) {
      const shown = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
      const [l1, l2] = [lum(shown), lum(bg)].sort((a, b) => b - a);
      ratio = (l1 + 0.05) / (l2 + 0.05);
    }
    if (size < 12 || ratio < 4.5) {
      out.push({ text: node.textContent.trim().slice(0, 40), size: Math.round(size * 10) / 10, ratio: Math.round(ratio * 100) / 100, where: `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}` });
    }
  }
  return out;
}
