import { WEBHOOK_EVENTS, webhookRetryDelayMs, webhookRetryWindowMs, webhookSubscribes } from './webhooks';

describe('webhooks', () => {
  it.each([
    [['deal.created'], 'deal.created', true],
    [['deal.created'], 'deal.updated', false],
    [['organization.*'], 'organization.deleted', true],
    [['organization.*'], 'contact.created', false],
    [['contact.*', 'deal.closed'], 'deal.closed', true],
  ] as const)('%j subscribes to %s: %s', (subs, event, expected) => {
    expect(webhookSubscribes(subs, event)).toBe(expected);
  });

  it('doubles the wait from one minute, capped at four hours, with ±20 % jitter', () => {
    const min = 60_000;
    expect([1, 2, 3, 4, 9, 10, 14].map((f) => webhookRetryDelayMs(f, min, 0.5))).toEqual([min, 2 * min, 4 * min, 8 * min, 240 * min, 240 * min, 240 * min]);
    expect(webhookRetryDelayMs(3, min, 0)).toBe(Math.round(4 * min * 0.8));
    expect(webhookRetryDelayMs(3, min, 0.999999)).toBeLessThanOrEqual(4 * min * 1.2);
  });

  it('retries for at least 24 hours with the default base', () => {
    expect(webhookRetryWindowMs(60_000)).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('names every event an endpoint may subscribe to', () => {
    expect(WEBHOOK_EVENTS).toEqual(expect.arrayContaining(['deal.created', 'deal.stage_changed', 'budget.changed', 'cost_sheet.saved', 'file.uploaded']));
  });
});
