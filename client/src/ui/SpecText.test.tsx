import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { SpecText } from './SpecText';

describe('SpecText', () => {
  it('draws the spec emoji as an icon and keeps the spec text as the accessible name', () => {
    render(
      <button type="button">
        <SpecText>➕ Nuevo usuario</SpecText>
      </button>,
    );
    const button = screen.getByRole('button', { name: '➕ Nuevo usuario' });
    // No emoji character is left for the font to draw (it would be an empty box without an emoji font).
    expect(button.textContent).toBe(' Nuevo usuario');
    expect(button.querySelector('svg[role="img"]')).toHaveAttribute('aria-label', '➕');
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
