import { useEffect, useState } from 'react';
import { SpecText } from './SpecText';
import styles from './Tooltip.module.css';

/** Where the tooltip is drawn: under the element it describes, in the viewport's coordinates. */
interface Place {
  left: number;
  top: number;
}

/**
 * A tooltip for every element that names `id` in its aria-describedby: shown while the pointer is over one of them
 * or while one has the keyboard focus, hidden with Escape. The native `title` cannot draw an icon, so a spec text
 * with an emoji ('🚫 Presupuesto bloqueado') showed an empty box on machines without an emoji font; this one draws the
 * glyph through SpecText, while its text (and so the described element's accessible description) is exactly the
 * spec's. One tooltip serves many fields (a locked sheet's every input) because it listens on the document; that also
 * reaches disabled controls, which Chromium still sends pointer events to (not clicks).
 */
export function Tooltip({ id, text }: { id: string; text: string }) {
  const [place, setPlace] = useState<Place | null>(null);

  useEffect(() => {
    const anchorOf = (target: EventTarget | null): Element | null =>
      target instanceof Element ? (target.closest(`[aria-describedby~="${CSS.escape(id)}"]`) ?? null) : null;
    let shownFor: Element | null = null;
    const showAt = (anchor: Element) => {
      shownFor = anchor;
      const r = anchor.getBoundingClientRect();
      setPlace({ left: r.left, top: r.bottom + 4 });
    };
    const hide = () => {
      shownFor = null;
      setPlace(null);
    };
    const over = (e: Event) => {
      const anchor = anchorOf(e.target);
      if (anchor) showAt(anchor);
    };
    const out = (e: Event) => {
      const anchor = anchorOf(e.target);
      const next = (e as MouseEvent | FocusEvent).relatedTarget;
      if (anchor && !(next instanceof Node && anchor.contains(next))) hide();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    // Placed in the viewport's coordinates: a scroll (the page, or a table scrolled sideways) moves it with its field.
    const follow = () => {
      if (shownFor) showAt(shownFor);
    };
    document.addEventListener('mouseover', over);
    document.addEventListener('mouseout', out);
    document.addEventListener('focusin', over);
    document.addEventListener('focusout', out);
    document.addEventListener('keydown', escape);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('mouseover', over);
      document.removeEventListener('mouseout', out);
      document.removeEventListener('focusin', over);
      document.removeEventListener('focusout', out);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('scroll', follow, true);
    };
  }, [id]);

  // Always in the page (hidden when not shown) so aria-describedby names an element: screen readers read the
  // description of a field even when it cannot take the focus (a disabled input).
  return (
    <span id={id} role="tooltip" className={styles.tooltip} hidden={!place} style={place ?? undefined}>
      <SpecText>{text}</SpecText>
    </span>
  );
}
