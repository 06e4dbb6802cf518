import type { Response } from 'express';

/**
 * Writes one JSON answer piece by piece (lists too long to hold in memory at once), waiting for the socket
 * to drain. `write` answers false once the client has gone away: the caller stops reading.
 */
export class JsonStream {
  constructor(private readonly res: Response) {}

  start(status = 200): void {
    this.res.status(status);
    this.res.setHeader('Content-Type', 'application/json; charset=utf-8');
  }

  get open(): boolean {
    return !this.res.destroyed && !this.res.writableEnded;
  }

  async write(text: string): Promise<boolean> {
    if (!this.open) return false;
    if (!this.res.write(text)) {
      // 'close' too: a client that leaves while the buffer is full never drains.
      await new Promise<void>((resolve) => {
        const done = () => {
          this.res.off('drain', done);
          this.res.off('close', done);
          resolve();
        };
        this.res.on('drain', done);
        this.res.on('close', done);
      });
    }
    return this.open;
  }

  /** A list of items, written as `[a,b,…]` page by page. */
  async writeArray<T>(pages: AsyncIterable<T[]>, item: (v: T) => unknown): Promise<boolean> {
    if (!(await this.write('['))) return false;
    let first = true;
    for await (const page of pages) {
      if (!page.length) continue;
      const text = page.map((v) => JSON.stringify(item(v))).join(',');
      if (!(await this.write(first ? text : `,${text}`))) return false;
      first = false;
    }
    return this.write(']');
  }

  end(): void {
    if (this.open) this.res.end();
  }

  /** A failure after the status line went out: the answer cannot become an error any more, so it is cut (the client sees a broken body, never a half list taken as whole). */
  abort(err: unknown): void {
    console.error('[api] respuesta interrumpida:', err);
    this.res.destroy();
  }
}
