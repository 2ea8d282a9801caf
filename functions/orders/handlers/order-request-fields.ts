/** The request field each domain refusal of an order names, per route. */
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { LineRefused, TotalRefused } from '../domain/order-refusals.js';

/** POST /orders: a line is `lines.N.<part>`, the total is the cart's `lines`. */
export function cartRequestError(error: unknown): unknown {
  if (error instanceof LineRefused) return BadRequestError.forField(`lines.${error.line}.${error.part}`, error.message);
  if (error instanceof TotalRefused) return BadRequestError.forField('lines', error.message);
  return error;
}

/** PUT /purchase/{id}: the path names the tool (unknown is 404); the body's `quantity` sets the rest. */
export function purchaseRequestError(error: unknown): unknown {
  if (error instanceof LineRefused) return error.part === 'toolId' ? new NotFoundError(error.message) : BadRequestError.forField('quantity', error.message);
  if (error instanceof TotalRefused) return BadRequestError.forField('quantity', error.message);
  return error;
}
