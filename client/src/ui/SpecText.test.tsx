import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { SpecText } from './SpecText';

describe('SpecText', () => {
  it('draws the spec emoji as an icon; text content and accessible name stay the spec text', () => {
    render(
      <button type="button">
        <SpecText>➕ Nuevo usuario</SpecText>
      </button>,
    );
    const button = screen.getByRole('button', { name: '➕ Nuevo usuario' });
    expect(button).toHaveTextContent('➕ Nuevo usuario', { normalizeWhitespace: false });
    // testing-library's getByText reads an element's own text nodes only; the full text is the element's textContent.
    expect(screen.getByText((_, el) => el?.textContent === '➕ Nuevo usuario' && el.tagName === 'BUTTON')).toBe(button);
    // The drawn glyph is the SVG, hidden from assistive technology; the character is kept but not drawn by a font.
    const icon = button.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-icon', 'plus');
    const char = button.querySelector('span');
    expect(char?.textContent).toBe('➕');
    expect(char?.className).toBe('char');
  });

  it.each([
    ['🚫 Presupuesto bloqueado', 'ban'],
    ['Guardado ✓', 'check'],
    ['Datos guardados en la operación ✔', 'checkHeavy'],
    ['🚫\uFE0F Presupuesto bloqueado', 'ban'],
  ])('%s: one icon, the same text', (text, icon) => {
    const { container } = render(
      <p>
        <SpecText>{text}</SpecText>
      </p>,
    );
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('svg')].map((s) => s.getAttribute('data-icon'))).toEqual([icon]);
  });

  it('prints text without emoji as it is', () => {
    const { container } = render(<SpecText>Presupuesto bloqueado</SpecText>);
    expect(container.innerHTML).toBe('Presupuesto bloqueado');
  });

  it('no screen writes an emoji-presentation character as JSX text (it must go through SpecText)', () => {
    const root = join(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== 'gql') walk(p);
        } else if (e.name.endsWith('.tsx') && !e.name.includes('.test.')) {
          const code = readFileSync(p, 'utf8');
          for (const m of code.matchAll(/(<SpecText)?>([^<>{}]*\p{Emoji_Presentation}[^<>{}]*)</gu)) {
            if (!m[1]) offenders.push(`${p}: ${m[2].trim()}`);
          }
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
