import { Fragment, type ReactNode } from 'react';
import styles from './SpecText.module.css';

/**
 * The spec writes some labels with emoji ('➕ Nuevo usuario', '🚫 Presupuesto bloqueado'). Machines without an emoji
 * font (Debian's Chromium out of the box, many office PCs with an old Linux) draw those as empty boxes, so the glyph is
 * drawn here as an inline SVG. Its accessible name is the spec's own character, so a screen reader, a script and a
 * test still read the spec's text exactly ('➕ Nuevo usuario').
 */
const GLYPHS: Record<string, { className: string; body: ReactNode }> = {
  '➕': { className: styles.plus, body: <path d="M6.75 2h2.5v4.75H14v2.5H9.25V14h-2.5V9.25H2v-2.5h4.75z" fill="currentColor" /> },
  '🚫': {
    className: styles.ban,
    body: (
      <>
        <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3.9 3.9l8.2 8.2" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
};

const GLYPH_PATTERN = new RegExp(`(${Object.keys(GLYPHS).join('|')})`, 'u');

/** The characters SpecText draws itself (used by the guard test that no screen prints them as text). */
export const DRAWN_GLYPHS: readonly string[] = Object.keys(GLYPHS);

export function Glyph({ char }: { char: string }) {
  const glyph = GLYPHS[char];
  if (!glyph) return <>{char}</>;
  return (
    <svg className={`${styles.glyph} ${glyph.className}`} viewBox="0 0 16 16" role="img" aria-label={char} focusable="false">
      {glyph.body}
    </svg>
  );
}

/** A spec text with its emoji drawn as icons; any other character is printed as is. */
export function SpecText({ children }: { children: string }) {
  const parts = children.split(GLYPH_PATTERN).filter((p) => p !== '');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{GLYPHS[part] ? <Glyph char={part} /> : part}</Fragment>
      ))}
    </>
  );
}
