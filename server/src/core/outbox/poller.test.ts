import { Poller } from './poller';

const locked = () => Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });

describe('Poller (the loop of the webhooks, mail and reminder senders)', () => {
  it('waits pollMs between rounds, doubles the wait per round that met a locked database up to the cap, and is back to pollMs after a good round', () => {
    const p = new Poller({ name: 'Prueba', pollMs: () => 1_000, maxBackoffMs: 30_000, databaseOpen: () => true }, async () => 'done');
    expect(p.nextPollMs()).toBe(1_000);
    p.note('unavailable');
    expect(p.nextPollMs()).toBe(2_000);
    p.note('unavailable');
    p.note('unavailable');
    expect(p.nextPollMs()).toBe(8_000);
    for (let i = 0; i < 20; i++) p.note('unavailable');
    expect(p.nextPollMs()).toBe(30_000);
    p.note('done');
    expect(p.nextPollMs()).toBe(1_000);
  });

  it('caps the doublings where asked (the reminders stop doubling at 2^6)', () => {
    const p = new Poller({ name: 'Prueba', pollMs: () => 100, maxBackoffMs: 1_000_000, maxDoublings: 6, databaseOpen: () => true }, async () => 'done');
    for (let i = 0; i < 10; i++) p.note('unavailable');
    expect(p.nextPollMs()).toBe(6_400);
  });

  describe('the loop', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('runs a round at start, one per pollMs, one at once on nudge, none after stop; a locked database is counted, not logged', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      let rounds = 0;
      let next: 'done' | 'locked' = 'done';
      const p = new Poller({ name: 'Prueba', pollMs: () => 1_000, maxBackoffMs: 30_000, databaseOpen: () => true }, async () => {
        rounds++;
        if (next === 'locked') throw locked();
        return 'done';
      });
      p.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(rounds).toBe(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(rounds).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(rounds).toBe(2);
      p.nudge();
      await jest.advanceTimersByTimeAsync(0);
      expect(rounds).toBe(3);

      next = 'locked';
      await jest.advanceTimersByTimeAsync(1_000);
      expect(rounds).toBe(4);
      // The next round waits twice as long.
      await jest.advanceTimersByTimeAsync(1_999);
      expect(rounds).toBe(4);
      await jest.advanceTimersByTimeAsync(1);
      expect(rounds).toBe(5);
      expect(error).not.toHaveBeenCalled();

      await p.stop();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(rounds).toBe(5);
      error.mockRestore();
    });

    it('logs an unexpected failure with its name and keeps polling', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      let rounds = 0;
      const p = new Poller({ name: 'Correo', pollMs: () => 500, maxBackoffMs: 30_000, databaseOpen: () => true }, async () => {
        rounds++;
        throw new Error('se rompió');
      });
      p.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(error).toHaveBeenCalledWith('Correo: error al enviar:', 'se rompió');
      await jest.advanceTimersByTimeAsync(500);
      expect(rounds).toBe(2);
      await p.stop();
      error.mockRestore();
    });

    it('stop waits for the round in flight', async () => {
      let release: () => void = () => {};
      let finished = false;
      const p = new Poller({ name: 'Prueba', pollMs: () => 1_000, maxBackoffMs: 30_000, databaseOpen: () => true }, async () => {
        await new Promise<void>((r) => (release = r));
        finished = true;
        return 'done';
      });
      p.start();
      await jest.advanceTimersByTimeAsync(0);
      const stopping = p.stop();
      expect(finished).toBe(false);
      release();
      await stopping;
      expect(finished).toBe(true);
    });
  });
});
