import { Fragment } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './SpecText.module.css';

/**
 * The spec writes some texts with emoji or symbols ('➕ Nuevo usuario', '🚫 Presupuesto bloqueado', 'Guardado ✓',
 * 'Datos guardados en la operación ✔'). Machines without an emoji font (Debian's Chromium out of the box, many office
 * PCs with an old Linux) draw those as empty boxes, so the glyph is drawn from the icon set instead. The spec's own
 * character stays in the text, visually hidden: the text content and the accessible name are exactly the spec's text
 * ('➕ Nuevo usuario'), for screen readers, scripts and tests alike.
 */
const GLYPHS: Record<string, { icon: IconName; className?: string }> = {
  '➕': { icon: 'plus' },
  '🚫': { icon: 'ban', className: styles.ban },
  '✓': { icon: 'check' },
  '✔': { icon: 'checkHeavy' },
};

// An optional variation selector (U+FE0F, emoji presentation) belongs to the glyph before it.
const GLYPH_PATTERN = new RegExp(`((?:${Object.keys(GLYPHS).join('|')})\\uFE0F?)`, 'u');

/** The characters SpecText draws itself (used by the guard test that no screen prints them as text). */
export const DRAWN_GLYPHS: readonly string[] = Object.keys(GLYPHS);

export function Glyph({ char }: { char: string }) {
  const glyph = GLYPHS[char.replace('\uFE0F', '')];
  if (!glyph) return <>{char}</>;
  return (
    <>
      <span className={styles.char}>{char}</span>
      <Icon name={glyph.icon} className={glyph.className} />
    </>
  );
}

/** A spec text with its emoji drawn as icons; any other character is printed as is. */
export function SpecText({ children }: { children: string }) {
  const parts = children.split(GLYPH_PATTERN).filter((p) => p !== '');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{GLYPHS[part.replace('\uFE0F', '')] ? <Glyph char={part} /> : part}</Fragment>
      ))}
    </>
  );
}
