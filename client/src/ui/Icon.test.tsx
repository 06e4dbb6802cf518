import { render } from '@testing-library/react';
import { Icon, ICON_NAMES } from './Icon';

describe('Icon', () => {
  it.each(ICON_NAMES)('%s is an inline SVG, hidden from assistive technology, drawn in the text colour', (name) => {
    const { container } = render(<Icon name={name} className="extra" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    expect(svg?.getAttribute('class')).toBe('icon extra');
    expect(svg?.childElementCount).toBeGreaterThan(0);
    // Only currentColor (or nothing): the icon follows the colour of the text around it.
    for (const el of svg!.querySelectorAll('*')) {
      for (const attr of ['fill', 'stroke']) {
        const value = el.getAttribute(attr);
        if (value !== null) expect(['currentColor', 'none']).toContain(value);
      }
    }
    expect(container.textContent).toBe('');
  });
});
