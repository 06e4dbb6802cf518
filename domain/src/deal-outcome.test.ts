import { closeRequestError, closeTransitionError, DEFAULT_CLOSE_REASONS, formatWinRate, laneOf, OUTCOME_MESSAGES, winRate } from './deal-outcome';

const reasons = [...DEFAULT_CLOSE_REASONS];

describe('close requests', () => {
  it.each([
    [{ outcome: 'lost' }, OUTCOME_MESSAGES.reasonRequired],
    [{ outcome: 'lost', reason: '  ' }, OUTCOME_MESSAGES.reasonRequired],
    [{ outcome: 'lost', reason: 'Precio' }, null],
    [{ outcome: 'lost', reason: 'precio' }, null],
    [{ outcome: 'lost', reason: 'Inventado' }, OUTCOME_MESSAGES.reasonUnknown],
    [{ outcome: 'lost', reason: 'Otro' }, OUTCOME_MESSAGES.textRequired],
    [{ outcome: 'lost', reason: 'Otro', reasonText: ' ' }, OUTCOME_MESSAGES.textRequired],
    [{ outcome: 'lost', reason: 'Otro', reasonText: 'Eligió otro forwarder' }, null],
    [{ outcome: 'won' }, null],
    [{ outcome: 'won', reason: 'Precio' }, null],
  ] as const)('%j → %s', (req, msg) => {
    expect(closeRequestError(req, reasons)).toBe(msg);
  });

  it('closes open operations and reopens closed ones only', () => {
    expect(closeTransitionError('open', 'close')).toBeNull();
    expect(closeTransitionError('won', 'close')).toBe(OUTCOME_MESSAGES.notOpen);
    expect(closeTransitionError('lost', 'reopen')).toBeNull();
    expect(closeTransitionError('open', 'reopen')).toBe(OUTCOME_MESSAGES.notClosed);
  });
});

describe('win rate and lanes', () => {
  it('won over closed', () => {
    expect(winRate(2, 1)).toBeCloseTo(2 / 3);
    expect(winRate(0, 0)).toBeNull();
    expect(formatWinRate(2 / 3)).toBe('66,7 %');
    expect(formatWinRate(null)).toBe('—');
  });

  it('lane = country of origin → country of destination', () => {
    expect(laneOf('Shanghai, China', 'Asunción, Paraguay')).toBe('China → Paraguay');
    expect(laneOf('Brasil', null)).toBe('Brasil → —');
  });
});
