import { closeRequestError, closeTransitionError, DEFAULT_CLOSE_REASONS, formatWinRate, laneOf, OUTCOME_MESSAGES, summarizeOutcomes, winRate } from './deal-outcome';

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

describe('summarizeOutcomes', () => {
  it('counts won and lost overall and by advisor, mode and lane, with lost reasons', () => {
    const rows = [
      { status: 'won', reason: null, advisor: 'Ana', mode: 'AEREO', origin: 'Miami, EEUU', destination: 'Asunción, Paraguay' },
      { status: 'lost', reason: 'Precio', advisor: 'Ana', mode: 'aereo', origin: 'Miami, EEUU', destination: 'Asunción, Paraguay' },
      { status: 'lost', reason: 'Precio', advisor: 'Beto', mode: 'MARITIMO', origin: 'Shanghai, China', destination: 'Asunción, Paraguay' },
      { status: 'lost', reason: 'Sin respuesta', advisor: null, mode: null, origin: null, destination: null },
      { status: 'open', reason: null, advisor: 'Ana', mode: 'AEREO', origin: null, destination: null },
    ];
    const s = summarizeOutcomes(rows);
    expect([s.won, s.lost]).toEqual([1, 3]);
    expect(s.winRate).toBeCloseTo(0.25);
    expect(s.lostReasons).toEqual([
      { reason: 'Precio', count: 2 },
      { reason: 'Sin respuesta', count: 1 },
    ]);
    expect(s.byAdvisor.map((g) => [g.key, g.won, g.lost])).toEqual([
      ['Ana', 1, 1],
      ['—', 0, 1],
      ['Beto', 0, 1],
    ]);
    expect(s.byMode.map((g) => [g.key, g.won, g.lost, g.winRate])).toEqual([
      ['AEREO', 1, 1, 0.5],
      ['—', 0, 1, 0],
      ['MARITIMO', 0, 1, 0],
    ]);
    expect(s.byLane.find((g) => g.key === 'China → Paraguay')?.lostReasons).toEqual([{ reason: 'Precio', count: 1 }]);
  });
});
