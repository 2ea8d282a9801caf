/** The handlers name the request field; the domain speaks of lines and totals. */

export type LinePart = 'toolId' | 'quantity';

export class LineRefused extends Error {
  constructor(
    /** The line's position in the order, from 0. */
    readonly line: number,
    readonly part: LinePart,
    message: string,
  ) {
    super(message);
    this.name = 'LineRefused';
  }
}

export class TotalRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TotalRefused';
  }
}

/** A write made in the order's transaction (a quote becoming `ordered`) found its item changed: nothing was written. */
export class AlongsideRefused extends Error {
  constructor() {
    super('A write made with the order was refused');
    this.name = 'AlongsideRefused';
  }
}
