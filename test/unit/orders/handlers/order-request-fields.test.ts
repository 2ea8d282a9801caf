import { describe, expect, it } from 'vitest';
import { cartRequestError, purchaseRequestError } from '../../../../functions/orders/handlers/order-request-fields.js';
import { LineRefused, TotalRefused } from '../../../../functions/orders/domain/order-refusals.js';
import { ConflictError } from '../../../../functions/platform/errors.js';

describe('the request field a refused order names', () => {
  it("a cart names the line's field, and the lines for its total", () => {
    expect(cartRequestError(new LineRefused(2, 'quantity', 'Minimum quantity must be 5'))).toMatchObject({
      statusCode: 400,
      details: [{ field: 'lines.2.quantity', message: 'Minimum quantity must be 5' }],
    });
    expect(cartRequestError(new LineRefused(0, 'toolId', 'No tool with id t'))).toMatchObject({ statusCode: 400, details: [{ field: 'lines.0.toolId' }] });
    expect(cartRequestError(new TotalRefused('too much'))).toMatchObject({ statusCode: 400, details: [{ field: 'lines', message: 'too much' }] });
  });

  it("PUT /purchase answers 404 for the path's unknown tool and names quantity for the rest", () => {
    expect(purchaseRequestError(new LineRefused(0, 'toolId', 'No tool with id t'))).toMatchObject({ statusCode: 404, message: 'No tool with id t' });
    expect(purchaseRequestError(new LineRefused(0, 'quantity', 'Minimum quantity must be 5'))).toMatchObject({
      statusCode: 400,
      details: [{ field: 'quantity', message: 'Minimum quantity must be 5' }],
    });
    expect(purchaseRequestError(new TotalRefused('too much'))).toMatchObject({ statusCode: 400, details: [{ field: 'quantity' }] });
  });

  it('passes any other error through', () => {
    const conflict = new ConflictError('gone');
    expect(cartRequestError(conflict)).toBe(conflict);
    expect(purchaseRequestError(conflict)).toBe(conflict);
  });
});
