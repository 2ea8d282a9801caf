import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ErrorMessage } from './error-message';

describe('ErrorMessage', () => {
  it.each([
    ['the server could not be reached', new ApiError(0, 'The server could not be reached')],
    ['a server error', new ApiError(503, 'The payment provider is busy, please try again')],
    ['throttling', new ApiError(429, 'Too many requests')],
    ['a timeout', new ApiError(408, 'Request timeout')],
    ['an error that is no API answer', new Error('Failed to fetch')],
  ])('offers Retry for %s, and Retry asks again', async (_case, error) => {
    const onRetry = vi.fn();
    render(<ErrorMessage error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(error.message);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['not found', new ApiError(404, 'No tool with id seed-tool-gone')],
    ['not allowed', new ApiError(403, 'You can only see your own orders')],
    ['bad input', new ApiError(400, 'orderId: must not be empty')],
  ])('shows the message without Retry for %s, which asking again would not change', (_case, error) => {
    render(<ErrorMessage error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(error.message);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
