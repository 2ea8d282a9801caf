import { describe, expect, it } from 'vitest';
import { aTool } from '../../test/builders';
import { addToCart, cartLines, setLineQuantity } from './cart-store';
import { orderAgain } from './order-again';

const line = (toolId: string, quantity: number) => ({ toolId, product_name: toolId, quantity });

describe('orderAgain', () => {
  it('starts over a line whose quantity field was left empty', () => {
    const vise = aTool({ _id: 'vise', minimum: 10, available: 100 });
    addToCart(vise, 10);
    setLineQuantity('vise', Number.NaN);
    expect(orderAgain({ lines: [line('vise', 30)] }, [vise])).toEqual({ problems: [] });
    expect(cartLines().map((cartLine) => [cartLine.toolId, cartLine.quantity])).toEqual([['vise', 30]]);
  });

  it('brings a quantity up to the next pack of today', () => {
    const bolts = aTool({ _id: 'bolts', minimum: 12, available: 1000, orderMultiple: 12 });
    expect(orderAgain({ lines: [line('bolts', 30)] }, [bolts])).toEqual({ problems: [] });
    expect(cartLines().map((cartLine) => [cartLine.toolId, cartLine.quantity])).toEqual([['bolts', 36]]);
  });

  it("adds to a line already in the cart only up to today's stock", () => {
    const vise = aTool({ _id: 'vise', minimum: 10, available: 100 });
    addToCart(vise, 70);
    expect(orderAgain({ lines: [line('vise', 50)] }, [vise])).toEqual({ problems: [] });
    expect(cartLines().map((cartLine) => cartLine.quantity)).toEqual([100]);
  });

  it("leaves a line that holds all of today's stock as it is", () => {
    const vise = aTool({ _id: 'vise', minimum: 10, available: 40 });
    addToCart(vise, 40);
    expect(orderAgain({ lines: [line('vise', 20)] }, [vise])).toEqual({ problems: [] });
    expect(cartLines().map((cartLine) => cartLine.quantity)).toEqual([40]);
  });

  it('tells once that a full cart had no room, beside the lines left out, and adds to the lines it has', () => {
    for (let i = 0; i < 25; i++) addToCart(aTool({ _id: `tool-${i}`, minimum: 1 }), 1);
    const today = [aTool({ _id: 'tool-0', minimum: 1 }), aTool({ _id: 'new-a', minimum: 1 }), aTool({ _id: 'new-b', minimum: 1 })];
    const outcome = orderAgain({ lines: [line('gone', 1), line('tool-0', 2), line('new-a', 1), line('new-b', 1)] }, today);
    expect(outcome.problems).toEqual(['Not added, no longer on sale or out of stock: gone', 'A cart holds at most 25 tools: check out first']);
    expect(cartLines()).toHaveLength(25);
    expect(cartLines()[0]?.quantity).toBe(3);
  });
});
