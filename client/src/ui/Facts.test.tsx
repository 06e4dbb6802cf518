import { render } from '@testing-library/react';
import { Fact, Facts } from './Facts';

describe('Facts', () => {
  it('pairs sit straight in the list, or each in a box of itemClassName; an empty value shows a dash', () => {
    const { container } = render(
      <>
        <Facts className="grid" aria-label="Directo">
          <Fact label="RUC">80012345-6</Fact>
          <Fact label="Ciudad">{null}</Fact>
        </Facts>
        <Facts className="cards" itemClassName="card">
          <Fact label="Bultos">{''}</Fact>
          <Fact label="Origen">Miami</Fact>
        </Facts>
      </>,
    );
    const [straight, boxed] = container.querySelectorAll('dl');
    expect(straight).toHaveAttribute('aria-label', 'Directo');
    expect([...straight.children].map((c) => `${c.tagName}:${c.textContent}`)).toEqual(['DT:RUC', 'DD:80012345-6', 'DT:Ciudad', 'DD:—']);
    expect([...boxed.children].map((c) => `${c.tagName}.${c.className}:${c.textContent}`)).toEqual(['DIV.card:Bultos—', 'DIV.card:OrigenMiami']);
    expect(boxed.querySelector('dd span')).toHaveTextContent('—');
  });
});
