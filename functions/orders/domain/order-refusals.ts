/**
 * Why the domain refuses an order, in the order's own terms (its lines and its total). The handlers
 * name the request field: a cart's `lines.N.quantity`, PUT /purchase's `quantity`.
 */

/** The part of a requested line that is refused. */
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

/** A total the card provider could not charge. */
export class TotalRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TotalRefused';
  }
}
